// Plan downloads are answered by the server itself (GET /download/:token in the orders module), which
// checks the signed link and sends the grant's file (the stamped plan set PDF, the stamped generated DXF
// or the uploaded CAD files, each with its own Content-Type and file name) before the storefront
// renderer is reached. This route only keeps the path reserved in the route table; a request that ever
// got here is not a download.
export function loader() {
  return new Response('Not found', { status: 404 });
}
