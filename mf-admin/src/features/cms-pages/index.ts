// What other features use of the CMS page editor: the picture library (the article editor's picture, #39 point 9).
export { useGetCmsPicturesQuery } from './api/cms-pages';
export { PictureField } from './components/picture-field';
