package app.locus.reports.ui;

import java.util.List;
import java.util.Locale;

import app.locus.base.WorkspaceId;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.ScanBatchId;
import app.locus.shell.NavEntry;
import app.locus.upstream.api.ReportKey;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The report gallery in the side navigation (every role reads reports), and what other
 * features' pages show of reports: links and the strip of newest heatmaps.
 */
@Configuration(proxyBeanMethods = false)
public class ReportsNavigation {

	static final String GALLERY_ROUTE = "w/:workspaceId/reports";

	static final String DETAIL_ROUTE = "w/:workspaceId/reports/:type/:reportKey";

	static final String COMPARE_ROUTE = "w/:workspaceId/reports/:reportKey/compare/:otherKey";

	/** The gallery of a workspace, without filters. */
	static String galleryPath(String workspace) {
		return "w/" + workspace + "/reports";
	}

	/** The address of one report's page, e.g. for links from other features. */
	public static String detailPath(String workspace, ReportType type, String key) {
		return "w/" + workspace + "/reports/" + type.name().toLowerCase(Locale.ROOT) + "/" + key;
	}

	/** The address of two scans side by side, so a comparison can be linked. */
	public static String comparePath(WorkspaceId workspace, ReportKey scan, ReportKey other) {
		return "w/" + workspace + "/reports/" + scan.value() + "/compare/" + other.value();
	}

	/** The gallery showing the reports of one batch of scans together (DD141). */
	public static String batchPath(WorkspaceId workspace, ScanBatchId batch) {
		return "w/" + workspace + "/reports?" + GalleryView.BATCH_PARAMETER + "=" + batch;
	}

	/**
	 * An empty strip of a workspace's newest heatmaps for other features' pages, with the
	 * element id {@code id}; {@link #showHeatmaps} fills it.
	 */
	public static Html heatmapStrip(String id) {
		return HeatmapStrip.empty(id);
	}

	/** Shows {@code cards} (newest first) of {@code workspace} in a heatmap strip. */
	public static void showHeatmaps(Html strip, WorkspaceId workspace, List<ReportCard> cards) {
		HeatmapStrip.show(strip, workspace, cards);
	}

	@Bean
	NavEntry reportsNav() {
		return NavEntry.inWorkspace("reports", "shell.nav.reports", VaadinIcon.PICTURE, "reports", 30);
	}

}
