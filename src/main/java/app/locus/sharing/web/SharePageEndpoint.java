package app.locus.sharing.web;

import java.nio.charset.StandardCharsets;
import java.util.Collections;

import app.locus.base.ValidationException;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.MessageBundles;
import app.locus.clientreports.ReportWording;
import app.locus.sharing.ShareService;
import app.locus.sharing.Shared;
import app.locus.sharing.SharedPdf;
import app.locus.sharing.SharedReport;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.CacheControl;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * The page of a share link, without a session (DD145): plain HTML made on the server, no
 * script, nothing to click; or, for a link to a client-report PDF, that PDF shown inline
 * (DD158). Every link that does not open (unknown, expired, revoked, another agency's
 * host) gets the same 404 page. Nothing is cached. The token is never logged, not even
 * when something fails.
 */
@Controller
class SharePageEndpoint {

	private static final Logger LOG = LoggerFactory.getLogger(SharePageEndpoint.class);

	private final ShareService shares;

	private final MessageBundles bundles;

	SharePageEndpoint(ShareService shares, MessageBundles bundles) {
		this.shares = shares;
		this.bundles = bundles;
	}

	/**
	 * A report's page is in the language of the client it was shared for; the page of a
	 * link that does not open, in the visitor's browser's.
	 */
	@GetMapping("/" + ShareService.PATH + "/{token}")
	ResponseEntity<byte[]> page(@PathVariable String token, HttpServletRequest request, HttpServletResponse response) {
		// Nothing on the page loads from elsewhere; no link would carry the address on.
		response.setHeader("Referrer-Policy", "no-referrer");
		response.setHeader("X-Robots-Tag", "noindex, nofollow");
		try {
			return shares.open(token)
				.map(this::answer)
				.orElseGet(() -> answer(HttpStatus.NOT_FOUND, notAvailable(request)));
		}
		catch (ValidationException malformed) {
			return answer(HttpStatus.NOT_FOUND, notAvailable(request));
		}
		catch (RuntimeException ex) {
			LOG.error("A share link's page could not be shown", ex);
			return answer(HttpStatus.INTERNAL_SERVER_ERROR, notAvailable(request));
		}
	}

	private String notAvailable(HttpServletRequest request) {
		return SharePage
			.notAvailable(ReportWording.of(Language.preferred(Collections.list(request.getLocales())), bundles));
	}

	private ResponseEntity<byte[]> answer(Shared shared) {
		if (shared instanceof SharedPdf pdf) {
			return ResponseEntity.ok()
				.contentType(MediaType.APPLICATION_PDF)
				.header(HttpHeaders.CONTENT_DISPOSITION,
						ContentDisposition.inline().filename(pdf.fileName()).build().toString())
				.cacheControl(CacheControl.noStore())
				.body(pdf.pdf());
		}
		SharedReport report = (SharedReport) shared;
		return answer(HttpStatus.OK, SharePage.render(report, ReportWording.of(report.language(), bundles)));
	}

	private static ResponseEntity<byte[]> answer(HttpStatus status, String html) {
		return ResponseEntity.status(status)
			.contentType(new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8))
			.cacheControl(CacheControl.noStore())
			.body(html.getBytes(StandardCharsets.UTF_8));
	}

}
