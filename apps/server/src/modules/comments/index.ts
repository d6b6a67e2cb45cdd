/** Public face of the comments module: the public questions on listings (commentheaders/*, commentdetails/*). */
export { commentsActions } from './comments.routes.ts';
