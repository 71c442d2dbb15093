package app.locus.tenancy;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import javax.imageio.ImageIO;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The public images of a brand, served before sign-in: the logo (the PNG branding stored
 * on upload) and the favicon (the logo, or a generated round icon in the agency's
 * colour).
 */
@Service
@Transactional(readOnly = true)
public class BrandImages {

	/** Stands for the platform in image URLs where an agency id would be. */
	public static final String PLATFORM = "platform";

	private static final int ICON_SIDE = 64;

	private final AgencyRepository agencies;

	private final Map<BrandColour, byte[]> generated = new ConcurrentHashMap<>();

	BrandImages(AgencyRepository agencies) {
		this.agencies = agencies;
	}

	/** The logo of the agency named in a URL, if it exists and has one. */
	public Optional<byte[]> logo(String agency) {
		return parse(agency).flatMap(agencies::logo);
	}

	/** The favicon of the agency named in a URL, or of the platform. */
	public Optional<byte[]> icon(String agency) {
		if (PLATFORM.equals(agency)) {
			return Optional.of(generatedIcon(BrandColour.DEFAULT));
		}
		return parse(agency).flatMap(id -> agencies.branding(id)
			.map(branding -> agencies.logo(id).orElseGet(() -> generatedIcon(branding.colour()))));
	}

	private static Optional<AgencyId> parse(String agency) {
		return OpaqueId.isWellFormed(agency) ? Optional.of(AgencyId.parse(agency)) : Optional.empty();
	}

	private byte[] generatedIcon(BrandColour colour) {
		return generated.computeIfAbsent(colour, BrandImages::draw);
	}

	private static byte[] draw(BrandColour colour) {
		BufferedImage image = new BufferedImage(ICON_SIDE, ICON_SIDE, BufferedImage.TYPE_INT_ARGB);
		Graphics2D graphics = image.createGraphics();
		try {
			graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
			graphics.setColor(new Color(colour.red(), colour.green(), colour.blue()));
			graphics.fillOval(0, 0, ICON_SIDE, ICON_SIDE);
		}
		finally {
			graphics.dispose();
		}
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try {
			ImageIO.write(image, "png", out);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return out.toByteArray();
	}

}
