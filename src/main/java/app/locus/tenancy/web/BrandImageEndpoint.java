package app.locus.tenancy.web;

import java.time.Duration;
import java.util.Optional;

import app.locus.tenancy.BrandImages;

import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * Serves brand images without a session, as login pages and favicons need them: always
 * PNG bytes that branding re-encoded (or drew) itself, never an upload as it came.
 */
@RestController
class BrandImageEndpoint {

	private static final CacheControl CACHE = CacheControl.maxAge(Duration.ofMinutes(5)).cachePublic();

	private final BrandImages images;

	BrandImageEndpoint(BrandImages images) {
		this.images = images;
	}

	@GetMapping("/brand/{agency}/icon.png")
	ResponseEntity<byte[]> icon(@PathVariable String agency) {
		return png(images.icon(agency));
	}

	@GetMapping("/brand/{agency}/logo.png")
	ResponseEntity<byte[]> logo(@PathVariable String agency) {
		return png(images.logo(agency));
	}

	private static ResponseEntity<byte[]> png(Optional<byte[]> bytes) {
		return bytes.map(png -> ResponseEntity.ok().contentType(MediaType.IMAGE_PNG).cacheControl(CACHE).body(png))
			.orElseGet(() -> ResponseEntity.notFound().build());
	}

}
