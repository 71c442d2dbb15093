package app.locus.reports.ui;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.heatmap.HeatmapSvg;
import app.locus.upstream.api.ReportKey;

import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * A report's heatmap thumbnail as an SVG file for the gallery's image cells and the
 * client dashboard's newest heatmaps. Served by URL rather than as a data URI inside the
 * page, so that an open gallery or dashboard does not keep every picture in the person's
 * session (DD085). Same access rule as the report: a workspace the person may not read,
 * or a report it does not hold, is "not found".
 */
@RestController
class ThumbnailEndpoint {

	private final ReportService reports;

	ThumbnailEndpoint(ReportService reports) {
		this.reports = reports;
	}

	/** Where the thumbnail of a card is, relative to the app's root. */
	static String path(WorkspaceId workspace, ReportCard card) {
		return path(workspace, card.type(), card.key().value());
	}

	static String path(WorkspaceId workspace, ReportType type, String key) {
		return "thumbnails/" + workspace.value() + "/" + type.name().toLowerCase(Locale.ROOT) + "/" + key + ".svg";
	}

	@GetMapping(path = "/thumbnails/{workspace}/{type}/{key}.svg", produces = "image/svg+xml")
	ResponseEntity<String> thumbnail(@PathVariable String workspace, @PathVariable String type,
			@PathVariable String key) {
		ReportCard card = reports.detail(WorkspaceId.parse(workspace), type(type), ReportKey.of(key)).card();
		if (card.thumbnail() == null) {
			throw new NotFoundException("thumbnail");
		}
		return ResponseEntity.ok()
			.cacheControl(CacheControl.maxAge(1, TimeUnit.HOURS).cachePrivate())
			.body(HeatmapSvg.thumbnail(card.thumbnail()));
	}

	@ExceptionHandler({ NotFoundException.class, ForbiddenException.class, ValidationException.class })
	ResponseEntity<String> notFound() {
		return ResponseEntity.status(HttpStatus.NOT_FOUND).build();
	}

	private static ReportType type(String segment) {
		try {
			return ReportType.valueOf(segment.toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			throw new NotFoundException("report");
		}
	}

}
