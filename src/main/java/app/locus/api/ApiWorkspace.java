package app.locus.api;

/** A workspace (one client) the token reaches. */
record ApiWorkspace(String id, String name) {

}
