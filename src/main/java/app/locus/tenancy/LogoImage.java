package app.locus.tenancy;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

import app.locus.base.ValidationException;

/**
 * Turns an uploaded logo into a clean PNG: only PNG and JPEG are read (recognised by
 * their first bytes, not by name or declared type), the pixels are decoded and drawn
 * afresh, and only those pixels are written out. Metadata, trailing bytes and anything
 * else an upload carried do not survive. See DD024.
 */
final class LogoImage {

	static final int MAX_BYTES = 512 * 1024;

	/** Logos are shown small; larger images are scaled down to fit this box. */
	static final int MAX_SIDE = 512;

	// Refuse to decode images whose pixel count could exhaust memory (decompression
	// bombs).
	private static final long MAX_SOURCE_PIXELS = 4096L * 4096L;

	private static final byte[] PNG_SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

	private LogoImage() {
	}

	static byte[] toPng(byte[] upload) {
		if (upload == null || upload.length == 0) {
			throw refused("Choose a PNG or JPEG image.");
		}
		if (upload.length > MAX_BYTES) {
			throw refused("The logo must be at most " + MAX_BYTES / 1024 + " KB.");
		}
		String format = format(upload);
		try {
			BufferedImage source = decode(upload, format);
			return encode(scaled(source));
		}
		catch (ValidationException ex) {
			throw ex;
		}
		catch (IOException | RuntimeException ex) {
			throw refused("This file could not be read as a " + format.toUpperCase(Locale.ROOT) + " image.");
		}
	}

	private static String format(byte[] bytes) {
		if (bytes.length >= PNG_SIGNATURE.length
				&& Arrays.equals(bytes, 0, PNG_SIGNATURE.length, PNG_SIGNATURE, 0, PNG_SIGNATURE.length)) {
			return "png";
		}
		if (bytes.length > 3 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xd8 && (bytes[2] & 0xff) == 0xff) {
			return "jpeg";
		}
		throw refused("Only PNG and JPEG images can be used as a logo.");
	}

	private static BufferedImage decode(byte[] bytes, String format) throws IOException {
		try (ImageInputStream input = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
			Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(format);
			if (!readers.hasNext()) {
				throw new IOException("No reader for " + format);
			}
			ImageReader reader = readers.next();
			try {
				reader.setInput(input, true, true);
				long pixels = (long) reader.getWidth(0) * reader.getHeight(0);
				if (pixels > MAX_SOURCE_PIXELS) {
					throw refused("The logo is too large; use an image of at most 4096 × 4096 pixels.");
				}
				return reader.read(0);
			}
			finally {
				reader.dispose();
			}
		}
	}

	private static BufferedImage scaled(BufferedImage source) {
		double factor = Math.min(1.0, (double) MAX_SIDE / Math.max(source.getWidth(), source.getHeight()));
		int width = Math.max(1, (int) Math.round(source.getWidth() * factor));
		int height = Math.max(1, (int) Math.round(source.getHeight() * factor));
		BufferedImage target = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
		Graphics2D graphics = target.createGraphics();
		try {
			graphics.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
			graphics.drawImage(source, 0, 0, width, height, null);
		}
		finally {
			graphics.dispose();
		}
		return target;
	}

	private static byte[] encode(BufferedImage image) throws IOException {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		if (!ImageIO.write(image, "png", out)) {
			throw new IOException("No PNG writer");
		}
		return out.toByteArray();
	}

	private static ValidationException refused(String message) {
		return ValidationException.of("logo", message);
	}

}
