/**
 * The device file the Import Devices page reads (CSV or sheet), its column mapping and the rows it
 * sends to POST ingest/devices. Shared so the API's test of the example file reads it exactly as
 * the page does, without the API importing the web app.
 */
export * from './parse-csv';
export * from './sheet';
export * from './import-fields';
export * from './convert-row';
