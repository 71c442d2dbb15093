package app.locus.base.ui.map;

/**
 * A numbered point on a {@link PointMap}: where it is, the short text drawn on it, its
 * colours (#rrggbb) and the words a screen reader or a hover says about it.
 */
public record MapPoint(double lat, double lng, String label, String fill, String textColor, String title) {

}
