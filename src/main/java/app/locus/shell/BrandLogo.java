package app.locus.shell;

import java.io.ByteArrayInputStream;

import app.locus.base.AgencyId;
import app.locus.tenancy.BrandingService;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.server.HttpStatusCode;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;

/**
 * An agency's logo as an image on the page, read from the database when the browser asks
 * for it. The bytes are always the PNG that branding re-encoded on upload.
 */
public final class BrandLogo {

	private BrandLogo() {
	}

	public static Image of(BrandingService branding, AgencyId agency, String alt, String height) {
		Image image = new Image(DownloadHandler.fromInputStream(event -> branding.logo(agency)
			.map(png -> new DownloadResponse(new ByteArrayInputStream(png), "logo.png", "image/png", png.length))
			.orElseGet(() -> DownloadResponse.error(HttpStatusCode.NOT_FOUND))), alt);
		image.setHeight(height);
		return image;
	}

}
