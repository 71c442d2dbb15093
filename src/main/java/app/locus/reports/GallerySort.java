package app.locus.reports;

import java.util.Objects;

/**
 * Order of the gallery. Each key has a natural direction (newest first, best rank first,
 * highest share of voice first) that {@link #by(Key)} picks; reports without the metric
 * come last either way.
 */
public record GallerySort(Key key, boolean descending) {

	/** What the gallery can be sorted by. */
	public enum Key {

		DATE(true), ARP(false), ATRP(false), SOLV(true);

		private final boolean naturallyDescending;

		Key(boolean naturallyDescending) {
			this.naturallyDescending = naturallyDescending;
		}

	}

	public static final GallerySort NEWEST_FIRST = by(Key.DATE);

	public GallerySort {
		Objects.requireNonNull(key, "key");
	}

	/** The key in its natural direction. */
	public static GallerySort by(Key key) {
		return new GallerySort(key, key.naturallyDescending);
	}

	public GallerySort reversed() {
		return new GallerySort(key, !descending);
	}

}
