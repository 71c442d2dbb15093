package app.locus.architecture.planted.alpha;

/** A feature's record. */
public class AlphaRecord {

}
