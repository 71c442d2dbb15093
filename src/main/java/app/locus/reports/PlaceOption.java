package app.locus.reports;

/** A place that has reports, with the name its reports give it (may be null). */
public record PlaceOption(String placeId, String name) {

}
