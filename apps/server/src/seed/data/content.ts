/**
 * Editorial content of the demo: blog posts, the about record, FAQ, static pages (terms, privacy, safety) and
 * banners. Paragraphs are separated by blank lines; pages use "## " headings and "- " list items.
 */

export interface BlogDef {
  title: string;
  /** City the post is about (null: nationwide). */
  city: string | null;
  /** Days before now the post was published. */
  daysAgo: number;
  /** Accent colour of the generated cover. */
  accent: string;
  body: string;
}

export const BLOGS: BlogDef[] = [
  {
    title: 'How to inspect a used car in 20 minutes',
    city: null,
    daysAgo: 6,
    accent: '#2563eb',
    body: `A short, methodical inspection catches most of the problems that turn a bargain into a money pit. You do not need to be a mechanic: you need daylight, a flashlight, a paper towel and a plan. Ask the seller not to start the car before you arrive, so you can hear a cold start.

Walk around the outside first. Look along each side at an angle: ripples, mismatched paint shades or overspray on rubber seals point to body repairs. Check that panel gaps are even, that all four tires are the same brand and wear evenly (uneven wear on the inner edge suggests alignment or suspension problems), and read the four-digit date code on the tire sidewall — tires older than six years should be replaced whatever the tread looks like.

Open the hood on a cold engine. The oil on the dipstick should be brown to amber, not black sludge and never milky (a sign of coolant mixing with oil). Coolant should be at the mark and clean. Look for fresh oil on the engine, for chewed wires, and for a battery date older than four or five years.

Inside, the wear on the steering wheel, pedals and driver's seat should match the odometer. Turn the key to the on position: every warning light should come on and then go out after start. Test the air conditioning, heater, every window, the infotainment, the backup camera and the seat heaters. A musty smell or damp carpets can mean a water leak or flood damage.

Start the engine and listen. A brief rattle that disappears can be normal; a knock that rises with revs is not. Blue smoke means burning oil, white smoke that persists means coolant, black smoke means too much fuel.

Finally, photograph the VIN on the dashboard and on the door jamb — they must match each other and the title. If everything looks right, book a pre-purchase inspection with an independent mechanic before you pay. It costs about $150–$250 and is the best money you will spend on the purchase.`,
  },
  {
    title: 'Pricing your car to sell: finding the right asking price',
    city: null,
    daysAgo: 13,
    accent: '#059669',
    body: `Overpriced listings sit for weeks and end up selling below the price they could have fetched in the first few days. Pricing right is mostly research, and it takes about half an hour.

Start with the exact vehicle: year, make, model, trim, engine, drivetrain and mileage. A Toyota RAV4 XLE AWD and a RAV4 LE FWD of the same year can be thousands of dollars apart. Use the trim on your registration or window sticker, not what you remember.

Then look at what is actually for sale near you. Search Wheeldeal for the same model within a few years and a similar mileage, and note the asking prices of ten or more comparable listings. Private-party prices usually sit between dealer retail and trade-in values; price-guide websites will give you all three ranges for your ZIP code.

Adjust honestly for condition. Full service records, one owner, new tires and no accidents justify the top of the range. Curb-rashed wheels, a check-engine light, overdue maintenance or a branded title push you to the bottom — or below it.

Leave a little room to negotiate. Most buyers expect to make an offer; an asking price 3–5 % above your real target lets both sides feel they got a fair deal. If you prefer no haggling, choose the Fixed price type and say so in the description.

Finally, watch the response. If you get many views but no messages after a week, your price is probably too high; a 5 % reduction often brings the first serious buyers. Listings with a recent price drop are highlighted to buyers who saved a search.`,
  },
  {
    title: 'Vehicle history reports, VINs and title brands explained',
    city: null,
    daysAgo: 21,
    accent: '#7c3aed',
    body: `The 17-character vehicle identification number (VIN) is the key to a vehicle's past. It is stamped on a plate at the base of the windshield on the driver's side and on a sticker in the driver's door jamb, and it appears on the title, the registration and the insurance card. All of them must match.

A history report built from the VIN collects title records, odometer readings, reported accidents, insurance losses, service visits and registrations from all 50 states. Read it for gaps and contradictions: an odometer reading lower than an earlier one, a car registered in a flood region right after a hurricane, or a title transferred several times in a few months.

Pay special attention to title brands. A clean title means no insurer ever declared the vehicle a total loss. Salvage means it was, and it may not be driven on public roads until it is repaired and inspected. Rebuilt or reconstructed means it was repaired and passed a state inspection; such cars can be fine, but they are worth 20–40 % less and can be harder to insure and finance. Flood, lemon-law buyback and odometer-rollback brands deserve extreme caution.

You can check for open safety recalls for free on the NHTSA website by entering the VIN; recall repairs are done free of charge by franchised dealers. The National Insurance Crime Bureau also offers a free VINCheck for reported thefts and total losses.

A clean report is not a guarantee — many accidents are never reported — so combine it with a physical inspection. But a report with problems the seller did not mention is a good reason to walk away.`,
  },
  {
    title: 'Buying a used electric vehicle: battery health, charging and range',
    city: 'San Francisco',
    daysAgo: 30,
    accent: '#0891b2',
    body: `Used EVs have become some of the best value on the market: they depreciate faster than gasoline cars, yet need little maintenance — no oil changes, no spark plugs, no timing belts, and brake pads that last far longer thanks to regenerative braking. The battery is what you are really buying, so focus your checks there.

Ask for a battery state-of-health (SoH) reading. Many dealers and independent EV shops can produce one, and some models show it in a service menu or through an OBD-II reader app. Most modern packs lose around 1–2 % of capacity per year; a five-year-old car at 88–92 % is normal. Compare the range shown at 100 % charge with the original EPA figure, and remember that cold weather temporarily reduces range by 20–30 %.

Check the warranty. In the USA, federal rules require EV batteries to be covered for at least 8 years or 100,000 miles, and several states and makers go further. The warranty usually transfers to the next owner; confirm the in-service date so you know how much remains.

Think about where you will charge. Home charging on a 240-volt Level 2 charger is the cheapest and most convenient option; a Level 2 charger adds 20–40 miles of range per hour. If you rely on public DC fast charging, check which connector the car uses (CCS1, NACS/Tesla or the older CHAdeMO) and which networks are near your home and your usual routes.

Look for federal, state and utility incentives for used EVs: eligibility depends on the price of the vehicle, your income and the seller, and programs change often, so check the current rules before you buy. Finally, make sure the mobile connector cable, the charge-port adapters and both key cards or fobs come with the car — replacing them can cost several hundred dollars.`,
  },
  {
    title: 'Safe payment for private car sales',
    city: null,
    daysAgo: 38,
    accent: '#dc2626',
    body: `Most private car sales go smoothly, but payment is where scams happen. A few simple rules protect both buyer and seller.

For sellers: never hand over the keys or the signed title before the money is in your account and has cleared. Cashier's checks can be forged; if you accept one, go with the buyer to the issuing bank branch and watch the teller issue it, or call the bank using a phone number you looked up yourself — not the one printed on the check. Be wary of anyone who offers more than your asking price and asks you to refund the difference, or who wants to pay through an agent or a shipping company you have never heard of.

For buyers: never wire money, send gift cards or pay a "deposit" to hold a car you have not seen, especially if the price is far below market and the seller claims to be abroad, in the military or moving away. Real sellers let you see the car and the title in person. Make sure the name on the title matches the seller's ID.

The safest way for both sides is to meet at the buyer's or seller's bank. The buyer's bank can issue a cashier's check or make an instant transfer on the spot, and the seller can sign the title in front of a notary if the state requires it. Many police stations also offer well-lit, camera-monitored "safe exchange zones" for online sales.

For larger amounts or long-distance purchases, a licensed escrow service holds the buyer's money until the vehicle and title are delivered. Check that the escrow company is real and licensed in your state before using it — fake escrow sites are a common scam.

Wheeldeal is a demo marketplace: never enter real card or bank details here. Only the sandbox payment data shown in the test instructions should be used.`,
  },
  {
    title: 'The test drive: what to listen for, feel and check',
    city: null,
    daysAgo: 47,
    accent: '#d97706',
    body: `A proper test drive takes 20–30 minutes and covers the kind of roads you actually drive: stop-and-go streets, a highway on-ramp, some bumps and a parking lot. Bring your driver's license and proof of insurance — most sellers will ask for both.

Before you set off, adjust the seat, mirrors and steering wheel. Check the visibility, how easy it is to get in and out, and whether a child seat or your usual luggage would fit.

On the road, the car should pull straight and the steering wheel should be centered. Accelerate firmly from a stop and onto the highway: an automatic should shift smoothly without slipping, flaring revs or harsh thumps; with a manual, the clutch should engage in the middle of the pedal travel, not at the very top. Vibration through the wheel at 55–70 mph usually means wheels that need balancing, worn tires or bent rims.

Brake firmly in a safe place. The car should stop straight, the pedal should feel firm, and there should be no grinding or pulsing. Drive over a few bumps with the radio off: clunks point to worn suspension parts, and a car that keeps bouncing has tired shock absorbers. In a parking lot, turn the wheel to full lock in both directions and listen for clicking from the CV joints.

After the drive, leave the engine idling and look under the car for fresh drips. Check that the temperature gauge stayed in the middle, and that no warning light came on. Write your notes down immediately — after three test drives they all blur together.`,
  },
  {
    title: 'Selling a car privately: the paperwork checklist',
    city: null,
    daysAgo: 58,
    accent: '#0369a1',
    body: `Paperwork differs from state to state, but the essentials are the same everywhere. Check your state DMV's website before you list the car so the handover is quick and legal.

The title (certificate of title) is the proof of ownership. If you still have a loan, the lender holds the title or is listed as lienholder: pay off the loan first, or complete the sale at the lender's branch so the buyer's payment clears the lien. Sign the title only in the seller section, exactly as your name appears on it, and fill in the odometer reading — federal law requires an odometer disclosure for most vehicles less than 20 years old.

Write a bill of sale even if your state does not require one. It should list the date, the price, the VIN, the year, make and model, the names and addresses of buyer and seller, and the words "sold as is" if you give no warranty. Both parties sign and keep a copy.

Many states require the seller to file a notice of transfer or release of liability within a few days of the sale. Do it online the same day: it protects you if the buyer gets parking tickets or has an accident before registering the car. Keep or remove your license plates according to your state's rules, and cancel your insurance only after the transfer is complete.

Some states also require a recent smog or safety inspection certificate for the sale. Finally, hand over the service records, all keys, the owner's manual and any accessories you advertised — and mark the listing as sold on Wheeldeal so buyers stop calling.`,
  },
  {
    title: 'Financing a used vehicle: pre-approval, APR and total cost',
    city: null,
    daysAgo: 71,
    accent: '#ca8a04',
    body: `Arranging financing before you shop gives you a firm budget and a rate to compare against any dealer offer. A pre-approval from your bank or credit union takes a day or two and usually involves a credit check; several applications within a short window generally count as a single inquiry for scoring purposes.

Compare loans by APR, not by monthly payment. A longer term lowers the payment but raises the total interest, and on a used car you can easily owe more than the vehicle is worth for years. As a rule of thumb, aim for a term no longer than 48–60 months on a used vehicle, and a down payment of at least 10–20 %.

Work out the total cost: the price, sales tax, title and registration fees, any dealer documentation fee, plus insurance, fuel or charging and expected maintenance. A cheaper car with expensive insurance or poor reliability can cost more over three years than a pricier one.

At a dealership, negotiate the price of the car first and the financing second. Read every line of the contract: optional extras such as extended warranties, paint protection or GAP insurance can be declined or bought elsewhere, often for less. Never sign a contract with blank spaces.

If you buy from a private seller with a loan, your lender will usually pay the seller (or the seller's lender) directly and hold the title until the loan is repaid. Allow a few extra days for the paperwork.`,
  },
  {
    title: 'Getting a motorcycle ready for riding season',
    city: 'Denver',
    daysAgo: 84,
    accent: '#b91c1c',
    body: `Whether your bike spent the winter in a heated garage or under a cover, a short checklist before the first ride prevents most spring breakdowns. Many riders remember it with the acronym T-CLOCS: tires and wheels, controls, lights, oil and fluids, chassis and stands.

Tires first. Check the pressure cold against the figure on the swingarm sticker or in the manual, and look at the date code: motorcycle tires older than about five years harden and lose grip even with plenty of tread. Inspect for cracks in the sidewalls and flat spots from standing.

If the battery was not on a maintainer, charge it fully and test it; lithium and AGM batteries need the right charger. Check the brake fluid level and color (it should be clear to light amber, not dark), the brake pads, and that both brakes release fully. Lubricate and adjust the chain — about one inch of slack at the middle of the lower run on most bikes — and check the sprockets for hooked teeth.

Change the oil if it was not done before storage, and look for fuel leaks or a sticky throttle if the fuel sat for months. Test every light, the horn and the kill switch. Finally, take the first ride slowly: roads after winter carry sand, gravel and potholes, and drivers have forgotten to look out for motorcycles.

If you are selling, spring is the best season: a fresh service, new tires and a recent inspection make your listing stand out and justify a higher price.`,
  },
  {
    title: 'Trade-in or private sale: which gets you more?',
    city: null,
    daysAgo: 97,
    accent: '#4f46e5',
    body: `A private sale usually brings 10–20 % more than a dealer trade-in, because the dealer must recondition the car, hold it in stock and still make a margin. On a $20,000 vehicle that can be $2,000–$4,000 — real money, but not free money.

Selling privately costs time. You will write the listing, take photos, answer messages, schedule viewings and test drives, and handle payment and paperwork safely. Expect two to four weeks for a popular model and longer for niche vehicles.

Trading in is fast and simple: one visit, no strangers, no payment risk. In most states you also pay sales tax only on the difference between the new car's price and the trade-in value, which can close much of the gap with a private sale. Check your state's rules and do the math for your own numbers.

A hybrid approach often works best. Get a written trade-in offer from two or three dealers and an instant cash offer online; then list the car privately at a realistic price for two weeks. If it sells, you keep the difference; if not, you still have the offers.

Whichever route you choose, prepare the car the same way: clean it inside and out, fix small things like bulbs and wiper blades, gather the service records and both keys, and take good photos in daylight. A well-presented car sells faster and for more, to a dealer or a private buyer alike.`,
  },
];

export const ABOUT = {
  title: 'About Wheeldeal',
  description: `Wheeldeal is a marketplace for buying and selling vehicles: cars, SUVs, pickups and vans, motorcycles, electric vehicles, buses, boats, and parts and accessories. Private sellers and dealers list their vehicles with photos, full specifications and a location on the map; buyers search, filter, save favourites, follow sellers, chat and make offers directly in the app.

We believe buying a vehicle should be transparent. Listings are reviewed by moderators before they go live, sellers can apply for a verified badge or a dealer badge, and buyers can rate the sellers they dealt with. Our safety tips and blog explain how to inspect a vehicle, check its history and pay safely.

This installation is a demo. The listings, people and companies shown are fictional sample data, and payments run in sandbox mode only: never enter real card, bank or personal data. Use the sandbox test data from the payment provider's documentation instead.`,
  email: 'support@wheeldeal.local',
  phone: '+1 (212) 555-0100',
  address: '350 Fifth Avenue, Suite 5100, New York, NY 10118 (demo address)',
  website: 'https://wheeldeal.example',
  facebook: 'https://www.facebook.com/wheeldeal.example',
  twitter: 'https://x.com/wheeldeal_example',
  instagram: 'https://www.instagram.com/wheeldeal.example',
  youtube: 'https://www.youtube.com/@wheeldeal-example',
};

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'Is Wheeldeal free to use?',
    answer:
      'Browsing, searching, chatting and saving favourites are free. Each account can publish a number of listings for free; if you need more, you can buy a post package, and you can promote a listing as a featured ad for a few dollars per day. This is a demo installation, so all payments run in sandbox mode.',
  },
  {
    question: 'How do I post a listing?',
    answer:
      'Log in, click New Post and follow the steps: choose the category and make, pick the model, enter the year, mileage and specifications, upload at least one photo, set the price and your location. Your listing is checked by a moderator and usually goes live within a few hours.',
  },
  {
    question: 'Why is my listing still pending?',
    answer:
      'New and edited listings are reviewed by a moderator before they are published. If your listing is rejected you will see the reason under Rejected items; fix the problem (for example a missing photo or a price that does not match the description) and submit it again.',
  },
  {
    question: 'How do I contact a seller?',
    answer:
      'Open the listing and tap Chat to send a message, or make an offer with a price. If the seller shows a phone number or WhatsApp, you can also call them. Keep the conversation in the Wheeldeal chat until you have met the seller; it helps our team if a problem is reported.',
  },
  {
    question: 'How do offers work?',
    answer:
      'In the chat you can propose a price. The seller can accept or reject it, and you can make a new offer at any time. An accepted offer is not a binding contract: inspect the vehicle and agree on the payment method before any money changes hands.',
  },
  {
    question: 'What do the verified and dealer badges mean?',
    answer:
      'The blue verified badge means the account holder applied with supporting information and our team approved it. The dealer badge means the account belongs to a business that submitted dealer documents. Badges reduce risk but do not replace your own checks.',
  },
  {
    question: 'How do I mark my vehicle as sold?',
    answer:
      'Open your listing and choose Mark as sold, then select how it was sold and who bought it. A sold listing stays visible with a Sold label for a while so buyers know it is gone; this cannot be undone.',
  },
  {
    question: 'What is a featured (paid) listing?',
    answer:
      'A featured listing appears in the Featured section of the home page and first in search results that show paid items first. You choose the start date and the number of days; the promotion ends automatically.',
  },
  {
    question: 'How do I report a suspicious listing or user?',
    answer:
      'Open the listing and choose Report, or block the user from their profile. Reported listings are reviewed by moderators. Typical warning signs are prices far below market, sellers who cannot show the vehicle, and requests for deposits by wire transfer or gift cards.',
  },
  {
    question: 'Can I get notified when a new listing of a make appears?',
    answer:
      'Yes. In the brand list, subscribe to the makes you are interested in and you will receive a notification when a new listing of that make is published. You can also follow sellers to see their new listings on your home page.',
  },
  {
    question: 'Are mileage figures in kilometres or miles?',
    answer:
      'The mileage field of a listing is entered in kilometres so that listings can be compared and filtered consistently. Sellers often mention the miles shown on the odometer in the description (1 mile = 1.609 km).',
  },
  {
    question: 'Is my payment information safe?',
    answer:
      'Payments are handled by the payment providers; Wheeldeal never stores full card numbers. This demo runs only in sandbox mode: please use the test card numbers from the provider documentation and never enter real card or bank details.',
  },
];

export interface PageDef {
  slug: 'terms' | 'privacy' | 'safety';
  title: string;
  body: string;
}

export const PAGES: PageDef[] = [
  {
    slug: 'terms',
    title: 'Terms and Conditions',
    body: `Last updated: January 2026. These terms govern your use of Wheeldeal (the "Service"), an online marketplace where users list and find vehicles, parts and accessories.

## This is a demo

This installation of Wheeldeal is a demonstration. Listings, users, dealers and reviews are sample data and do not describe real vehicles or businesses. Payments are processed in sandbox (test) mode only. Do not enter real payment card numbers, bank details or other sensitive personal data; use only the sandbox test data published by the payment provider. Nothing bought or sold here will be delivered or charged.

## Your account

You must be at least 18 years old and able to enter into a binding contract to create an account. You are responsible for the accuracy of the information in your profile and for keeping your password secret. One person or business may hold one account unless we agree otherwise. We may suspend or close accounts that break these terms, that are used for fraud, or that stay inactive for a long time.

## Listings

When you post a listing you confirm that you own the item or are authorized to sell it, that the description, photos, mileage and price are accurate, and that the vehicle is not stolen, subject to an undisclosed lien or branded title, or otherwise unlawful to sell. Listings must describe one real item available now; duplicate, misleading and keyword-stuffed listings are not allowed. We review listings before publication and may refuse, edit the category of, or remove any listing at our discretion.

## Transactions between users

Wheeldeal is a venue: the contract of sale is between the buyer and the seller. We do not own, inspect or guarantee the items listed and we are not a party to the sale. Buyers should inspect vehicles, check their history and verify titles before paying; sellers should verify payment before handing over a vehicle or title. Accepted offers in the chat are expressions of intent, not binding contracts.

## Paid services

Post packages and featured listings are paid services. Prices, durations and the number of posts are shown before you pay. Promotions start on the date you choose and end automatically; unused days are not refunded unless the law requires it. In this demo, all paid services run in sandbox mode.

## Prohibited conduct

You may not use the Service to commit fraud, to collect other users' data, to send spam, to post illegal, offensive or infringing content, or to interfere with the Service's operation (for example by scraping, automated posting or attempts to bypass security). Communication must remain respectful; harassment leads to account suspension.

## Liability

The Service is provided "as is". To the extent permitted by law, we are not liable for losses arising from transactions between users, from the content of listings, or from interruptions of the Service. Nothing in these terms limits liability that cannot be limited by law.

## Changes and contact

We may update these terms; the date at the top shows the latest version, and continued use after a change means you accept it. Questions about these terms can be sent through the Contact Us page or to support@wheeldeal.local.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    body: `Last updated: January 2026. This policy explains what personal data Wheeldeal collects, why, and what choices you have.

## Demo notice

This installation is a demo with fictional sample data. Please do not enter real personal data beyond what you need to try the features, and never enter real payment details: payments run only in sandbox mode with the provider's test data.

## What we collect

- Account data: your name, e-mail address, password (stored only as a salted hash), and optionally your phone number, city, profile photo and the sign-in provider you use (Apple, Google, Facebook or phone).
- Listing data: the vehicles you post, their photos, location and price, and your listing history.
- Activity: favourites, follows, blocks, reports, ratings, chat messages and offers, and the device token used for push notifications if you allow them.
- Technical data: IP address, browser type and session information, used for security and to prevent abuse.

## How we use it

We use your data to run your account and your listings, to let buyers and sellers communicate, to send the notifications you chose, to review listings and reports, to prevent fraud and abuse, and to improve the Service. We show your name, city, profile photo, rating and listings publicly; your e-mail address and phone number are shown only if you enable that in your profile.

## Sharing

We do not sell personal data. We share it only with service providers that help us operate the Service (hosting, e-mail and text-message delivery, push notifications, payment processing), under contracts that limit their use of the data, and with authorities when the law requires it.

## Retention

We keep your account data while your account is active. When you deactivate your account we delete or anonymize your profile and listings within 30 days, except for records we must keep for legal, tax or fraud-prevention reasons.

## Your rights

You can view and edit your profile at any time, download or delete your data by contacting us, withdraw consent for notifications in your settings, and hide your profile from other users. Depending on where you live (for example California or the European Union) you may have additional rights, such as the right to know, correct or delete personal information, and to opt out of certain processing.

## Security

Passwords are hashed with a modern algorithm, sessions expire after inactivity, and access to personal data is limited to staff who need it. No system is perfectly secure; please use a unique password and tell us immediately if you suspect misuse of your account.

## Contact

Questions about privacy: support@wheeldeal.local, or use the Contact Us form.`,
  },
  {
    slug: 'safety',
    title: 'Safety Tips',
    body: `Most people on Wheeldeal are honest buyers and sellers, but vehicles are valuable and attract scammers. These tips help you trade safely.

## Remember: this is a demo

The listings and users in this installation are fictional sample data, and payments work only in sandbox mode. Never enter real card numbers, bank details or identity documents here; use only the sandbox test data of the payment provider.

## Before you meet

- Keep the conversation in the Wheeldeal chat until you meet, so there is a record if something goes wrong.
- Be suspicious of prices far below market value, sellers who are "abroad" or "deployed" and cannot show the vehicle, and pressure to decide immediately.
- Never pay a deposit by wire transfer, gift card, cryptocurrency or a payment app to "hold" a vehicle you have not seen.
- Ask for the VIN and run a history report and a recall check before the viewing.

## Meeting in person

- Meet in daylight in a busy public place: a bank branch, a police station's safe exchange zone or a well-lit shopping center parking lot.
- Bring a friend, and tell someone else where you are going.
- Sellers: before a test drive, check the buyer's driver's license and proof of insurance, take a photo of them, and go along for the drive.
- Buyers: inspect the vehicle in daylight and, for anything expensive, have an independent mechanic inspect it.

## Paying and getting paid

- Verify the title: the name on it must match the seller's ID and the VIN must match the vehicle.
- The safest payment is at the buyer's bank, where a cashier's check or transfer can be issued in front of the seller.
- Sellers: never hand over the keys or the signed title before the money has cleared in your account. Do not accept overpayments with a request to refund the difference.
- Use only licensed escrow services you have checked independently; fake escrow websites are a common scam.

## If something feels wrong

Stop and walk away — there will be other vehicles. Report the listing or the user in the app so our moderators can investigate, and block the user if they keep contacting you. If you have lost money or feel threatened, contact your local police; in the USA you can also report internet fraud to the FBI's IC3 (ic3.gov) and the FTC (reportfraud.ftc.gov).`,
  },
];

export interface BannerDef {
  title: string;
  subtitle: string;
  /** A path in the web client; `{cat:ev}` is replaced with the id of that category. */
  link: string;
  from: string;
  to: string;
}

export const BANNERS: BannerDef[] = [
  { title: 'Sell your car in minutes', subtitle: 'Free listing · Reviewed within hours · Thousands of buyers', link: '/item-entry', from: '#1e3a8a', to: '#2563eb' },
  { title: 'Electric Week: find your next EV', subtitle: 'Battery health reports from certified EV dealers', link: '/item-list?cat_id={cat:ev}', from: '#065f46', to: '#0891b2' },
];
