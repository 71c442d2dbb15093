package app.locus.reports;

import java.time.LocalDate;

import app.locus.base.Validation;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;

/**
 * What the gallery shows: a type tab (null for every type) and optional filters on
 * location, keyword (loose match: the text anywhere in the keyword, any case), date range
 * (inclusive), grid size, platform, and the batch of scans that made the reports (DD141).
 */
public record GalleryFilter(ReportType type, String placeId, String keyword, LocalDate from, LocalDate to,
		Integer gridSize, Platform platform, ScanBatchId batch) {

	static final int KEYWORD_MAX = 200;

	/** Every report of one tab. */
	public static GalleryFilter of(ReportType type) {
		return new GalleryFilter(type, null, null, null, null, null, null, null);
	}

	public GalleryFilter withPlaceId(String newPlaceId) {
		return new GalleryFilter(type, newPlaceId, keyword, from, to, gridSize, platform, batch);
	}

	public GalleryFilter withKeyword(String newKeyword) {
		return new GalleryFilter(type, placeId, newKeyword, from, to, gridSize, platform, batch);
	}

	public GalleryFilter withDates(LocalDate newFrom, LocalDate newTo) {
		return new GalleryFilter(type, placeId, keyword, newFrom, newTo, gridSize, platform, batch);
	}

	public GalleryFilter withGridSize(Integer newGridSize) {
		return new GalleryFilter(type, placeId, keyword, from, to, newGridSize, platform, batch);
	}

	public GalleryFilter withPlatform(Platform newPlatform) {
		return new GalleryFilter(type, placeId, keyword, from, to, gridSize, newPlatform, batch);
	}

	/** Only the reports of one batch of scans. */
	public GalleryFilter withBatch(ScanBatchId newBatch) {
		return new GalleryFilter(type, placeId, keyword, from, to, gridSize, platform, newBatch);
	}

	/**
	 * This filter checked field by field, with blank texts dropped and the rest trimmed.
	 * @throws app.locus.base.ValidationException naming each refused field
	 */
	GalleryFilter checked() {
		Validation validation = new Validation();
		PlaceId place = isBlank(placeId) ? null : validation.value(() -> PlaceId.of(placeId));
		String text = isBlank(keyword) ? null : validation.text(keyword, "keyword", "Keyword", KEYWORD_MAX);
		if (gridSize != null) {
			validation.value(() -> GridSize.forCampaign(gridSize));
		}
		validation.check(from == null || to == null || !to.isBefore(from), "to",
				"The end date must not be before the start date.");
		validation.throwIfInvalid();
		return new GalleryFilter(type, place == null ? null : place.value(), text, from, to, gridSize, platform, batch);
	}

	private static boolean isBlank(String text) {
		return text == null || text.isBlank();
	}

}
