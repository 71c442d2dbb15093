package app.locus.sharing.web;

import java.nio.charset.StandardCharsets;

import app.locus.base.ValidationException;
import app.locus.sharing.ShareService;
import app.locus.sharing.Shared;
import app.locus.sharing.SharedPdf;
import app.locus.sharing.SharedReport;
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

	SharePageEndpoint(ShareService shares) {
		this.shares = shares;
	}

	@GetMapping("/" + ShareService.PATH + "/{token}")
	ResponseEntity<byte[]> page(@PathVariable String token, HttpServletResponse response) {
		// Nothing on the page loads from elsewhere; no link would carry the address on.
		response.setHeader("Referrer-Policy", "no-referrer");
		response.setHeader("X-Robots-Tag", "noindex, nofollow");
		try {
			return shares.open(token)
				.map(SharePageEndpoint::answer)
				.orElseGet(() -> answer(HttpStatus.NOT_FOUND, SharePage.NOT_AVAILABLE));
		}
		catch (ValidationException malformed) {
			return answer(HttpStatus.NOT_FOUND, SharePage.NOT_AVAILABLE);
		}
		catch (RuntimeException ex) {
			LOG.error("A share link's page could not be shown", ex);
			return answer(HttpStatus.INTERNAL_SERVER_ERROR, SharePage.NOT_AVAILABLE);
		}
	}

	private static ResponseEntity<byte[]> answer(Shared shared) {
		if (shared instanceof SharedPdf pdf) {
			return ResponseEntity.ok()
				.contentType(MediaType.APPLICATION_PDF)
				.header(HttpHeaders.CONTENT_DISPOSITION,
						ContentDisposition.inline().filename(pdf.fileName()).build().toString())
				.cacheControl(CacheControl.noStore())
				.body(pdf.pdf());
		}
		return answer(HttpStatus.OK, SharePage.render((SharedReport) shared));
	}

	private static ResponseEntity<byte[]> answer(HttpStatus status, String html) {
		return ResponseEntity.status(status)
			.contentType(new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8))
			.cacheControl(CacheControl.noStore())
			.body(html.getBytes(StandardCharsets.UTF_8));
	}

}
