package app.locus.reports.ui;

import java.util.Map;

import app.locus.base.ui.PhoneWidth;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportType;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.function.SerializableSupplier;
import com.vaadin.flow.server.VaadinSession;

/**
 * "Filter and sort": the gallery's fields under one fold, built the first time it opens
 * (DD170). Most visits to the gallery filter nothing, and the eight fields were most of
 * what the page sent on each visit. The fold opens by itself when the address names a
 * filter or when the person left it open earlier in the session; closed, its summary says
 * what narrows the gallery. Its words are in the page's language
 * ({@code reports.filter.fold*}).
 */
final class GalleryFilterFold extends Details {

	/** Session attribute: whether the person last left the fold open. */
	private static final String LEFT_OPEN = GalleryFilterFold.class.getName() + ".leftOpen";

	private final SerializableSupplier<GalleryFilterFields> build;

	private GalleryFilterFields fields;

	GalleryFilterFold(SerializableSupplier<GalleryFilterFields> build) {
		this.build = build;
		setSummaryText(getTranslation("reports.filter.fold"));
		setId("gallery-filters");
		addOpenedChangeListener(event -> {
			if (event.isOpened() && fields == null) {
				buildFields();
			}
			if (event.isFromClient()) {
				VaadinSession.getCurrent().setAttribute(LEFT_OPEN, event.isOpened());
			}
		});
		// On a phone the eight fields would fill the first screen: they stay folded
		// there.
		PhoneWidth.follow(this, narrow -> {
			if (narrow) {
				setOpened(false);
			}
		});
	}

	/**
	 * A new visit to the gallery (also of the same view, for another workspace or batch):
	 * fields built for an earlier one are dropped, since their choices were that
	 * workspace's. The fold opens when the address names a filter or the person left it
	 * open.
	 */
	void startVisit(boolean addressNamesFilter) {
		if (fields != null) {
			remove(fields);
			fields = null;
		}
		boolean open = addressNamesFilter || Boolean.TRUE.equals(VaadinSession.getCurrent().getAttribute(LEFT_OPEN));
		if (open && isOpened()) {
			buildFields();
		}
		else {
			setOpened(open);
		}
	}

	private void buildFields() {
		fields = build.get();
		add(fields);
	}

	/** The gallery's filter: only the tab's type while the fields were never opened. */
	GalleryFilter filter(ReportType type) {
		return fields == null ? GalleryFilter.of(type) : fields.filter(type);
	}

	GallerySort sorting() {
		return GallerySort.by(sortKey());
	}

	GallerySort.Key sortKey() {
		return fields == null ? GallerySort.Key.DATE : fields.sortKey();
	}

	Map<String, HasValidation> byServiceName() {
		return fields == null ? Map.of() : fields.byServiceName();
	}

	/**
	 * The summary names the filters and the sort in use, so that a closed fold tells; it
	 * is set only when it changed (setting it sends it again).
	 */
	void summarize() {
		long narrowing = fields == null ? 0 : fields.narrowing();
		String sorted = null;
		if (fields != null && fields.sortKey() != GallerySort.Key.DATE) {
			String label = fields.sortLabel(fields.sortKey());
			sorted = Character.toLowerCase(label.charAt(0)) + label.substring(1);
		}
		String summary;
		if (narrowing > 0 && sorted != null) {
			summary = getTranslation("reports.filter.fold.filtered.sorted", narrowing, sorted);
		}
		else if (narrowing > 0) {
			summary = getTranslation("reports.filter.fold.filtered", narrowing);
		}
		else if (sorted != null) {
			summary = getTranslation("reports.filter.fold.sorted", sorted);
		}
		else {
			summary = getTranslation("reports.filter.fold");
		}
		if (!summary.equals(getSummaryText())) {
			setSummaryText(summary);
		}
	}

}
