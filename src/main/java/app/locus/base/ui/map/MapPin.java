package app.locus.base.ui.map;

/** The one marked place of a {@link PointMap}, such as the business itself. */
public record MapPin(double lat, double lng, String title) {

}
