package app.locus.shell;

import java.util.Collections;

import app.locus.base.i18n.Language;
import app.locus.base.i18n.MessageBundles;
import app.locus.security.SiteResolver;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.SiteBranding;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.web.servlet.error.ErrorController;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.util.HtmlUtils;

/**
 * The page a request that failed outside Vaadin ends on ({@code /error}, DD118): a plain
 * page in the site's name that says what happened in words, never a stack trace, an
 * exception's class or message. Replaces Spring Boot's "Whitelabel" page. The failure
 * itself has been logged where it happened.
 */
@Controller
class ErrorPage implements ErrorController {

	private static final Logger log = LoggerFactory.getLogger(ErrorPage.class);

	private final SiteResolver sites;

	private final BrandingService branding;

	private final MessageBundles texts;

	ErrorPage(SiteResolver sites, BrandingService branding, MessageBundles texts) {
		this.sites = sites;
		this.branding = branding;
		this.texts = texts;
	}

	@RequestMapping("/error")
	ResponseEntity<String> error(HttpServletRequest request) {
		// asked for directly, /error is one more address where no page is
		int status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code ? code : 404;
		return ResponseEntity.status(status)
			.contentType(MediaType.TEXT_HTML)
			.body(page(siteName(request), status, Language.preferred(Collections.list(request.getLocales()))));
	}

	private String siteName(HttpServletRequest request) {
		try {
			return branding.forSite(sites.of(request)).displayName();
		}
		catch (RuntimeException ex) {
			// The database may be why the request failed; the page must still answer.
			log.debug("No branding for the error page", ex);
			return SiteBranding.PLATFORM_NAME;
		}
	}

	private String page(String siteName, int status, Language language) {
		String name = HtmlUtils.htmlEscape(siteName);
		String what = texts.getTranslation(status == 404 ? "shell.not-found.text"
				: status < 500 ? "shell.error-page.refused" : "shell.error-page.failed", language.locale());
		return """
				<!DOCTYPE html>
				<html lang="%s"><head><meta charset="utf-8"><title>%s</title>
				<meta name="viewport" content="width=device-width, initial-scale=1">
				<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;color:#1d2330}</style>
				</head><body><main id="error-page"><h1>%s</h1><p>%s</p><p><a href="/">%s</a></p></main>
				</body></html>
				"""
			.formatted(language.code(), name, name, HtmlUtils.htmlEscape(what),
					HtmlUtils.htmlEscape(texts.getTranslation("shell.go-home", language.locale())));
	}

}
