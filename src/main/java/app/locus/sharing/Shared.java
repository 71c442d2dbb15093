package app.locus.sharing;

/**
 * What a share link opens: a report's snapshot as a page, or a generated client-report
 * PDF as it was made.
 */
public sealed interface Shared permits SharedReport, SharedPdf {

}
