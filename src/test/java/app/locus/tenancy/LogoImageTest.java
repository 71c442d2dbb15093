package app.locus.tenancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

import javax.imageio.ImageIO;

import app.locus.base.ValidationException;
import org.junit.jupiter.api.Test;

class LogoImageTest {

	private static final String PAYLOAD = "<script>alert('logo')</script>";

	@Test
	void a_png_comes_back_as_a_png_with_the_same_pixels() throws IOException {
		byte[] png = LogoImage.toPng(image("png", 40, 20));

		BufferedImage stored = ImageIO.read(new ByteArrayInputStream(png));
		assertThat(stored.getWidth()).isEqualTo(40);
		assertThat(stored.getHeight()).isEqualTo(20);
		assertThat(new Color(stored.getRGB(5, 5))).isEqualTo(Color.ORANGE);
	}

	@Test
	void a_jpeg_is_stored_as_png() throws IOException {
		byte[] png = LogoImage.toPng(image("jpeg", 30, 30));

		assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
	}

	@Test
	void bytes_appended_after_the_image_do_not_survive() throws IOException {
		byte[] upload = concat(image("png", 16, 16), PAYLOAD.getBytes(StandardCharsets.UTF_8));

		byte[] png = LogoImage.toPng(upload);

		assertThat(new String(png, StandardCharsets.ISO_8859_1)).doesNotContain("script");
	}

	@Test
	void large_images_are_scaled_down_to_fit_the_logo_box() throws IOException {
		byte[] png = LogoImage.toPng(image("png", 1500, 300));

		BufferedImage stored = ImageIO.read(new ByteArrayInputStream(png));
		assertThat(stored.getWidth()).isEqualTo(LogoImage.MAX_SIDE);
		assertThat(stored.getHeight()).isEqualTo(102);
	}

	@Test
	void svg_gif_and_text_are_refused_whatever_they_are_called() throws IOException {
		byte[] svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>".getBytes(StandardCharsets.UTF_8);

		assertRefused(svg, "Only PNG and JPEG");
		assertRefused(image("gif", 10, 10), "Only PNG and JPEG");
		assertRefused(PAYLOAD.getBytes(StandardCharsets.UTF_8), "Only PNG and JPEG");
	}

	@Test
	void uploads_over_512_kb_are_refused() {
		byte[] big = new byte[LogoImage.MAX_BYTES + 1];
		big[0] = (byte) 0x89;

		assertRefused(big, "at most 512 KB");
	}

	@Test
	void a_truncated_image_is_refused() throws IOException {
		byte[] png = image("png", 50, 50);
		byte[] truncated = java.util.Arrays.copyOf(png, 40);

		assertRefused(truncated, "could not be read");
	}

	@Test
	void an_image_claiming_huge_dimensions_is_refused_before_decoding() {
		assertRefused(pngHeaderOnly(100_000, 100_000), "too large");
	}

	private static void assertRefused(byte[] upload, String message) {
		assertThatThrownBy(() -> LogoImage.toPng(upload)).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("logo"))
			.hasMessageContaining(message);
	}

	private static byte[] image(String format, int width, int height) throws IOException {
		int type = format.equals("png") ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB;
		BufferedImage image = new BufferedImage(width, height, type);
		Graphics2D graphics = image.createGraphics();
		graphics.setColor(Color.ORANGE);
		graphics.fillRect(0, 0, width, height);
		graphics.dispose();
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ImageIO.write(image, format, out);
		return out.toByteArray();
	}

	/** A PNG signature and header that promise an enormous image, and no pixel data. */
	private static byte[] pngHeaderOnly(int width, int height) {
		ByteBuffer header = ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).put((byte) 2);
		return concat(new byte[] { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' }, chunk("IHDR", header.array()),
				chunk("IEND", new byte[0]));
	}

	private static byte[] chunk(String type, byte[] data) {
		CRC32 crc = new CRC32();
		crc.update(type.getBytes(StandardCharsets.US_ASCII));
		crc.update(data);
		return ByteBuffer.allocate(12 + data.length)
			.putInt(data.length)
			.put(type.getBytes(StandardCharsets.US_ASCII))
			.put(data)
			.putInt((int) crc.getValue())
			.array();
	}

	private static byte[] concat(byte[]... parts) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		for (byte[] part : parts) {
			out.writeBytes(part);
		}
		return out.toByteArray();
	}

}
