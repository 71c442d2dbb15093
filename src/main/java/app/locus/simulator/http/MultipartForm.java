package app.locus.simulator.http;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.apache.commons.fileupload2.core.AbstractFileUpload;
import org.apache.commons.fileupload2.core.AbstractRequestContext;
import org.apache.commons.fileupload2.core.DiskFileItem;
import org.apache.commons.fileupload2.core.DiskFileItemFactory;
import org.apache.commons.fileupload2.core.FileItemInput;
import org.apache.commons.fileupload2.core.FileItemInputIterator;
import org.apache.commons.fileupload2.core.FileUploadException;
import org.apache.commons.fileupload2.core.RequestContext;

/**
 * The form fields of a {@code multipart/form-data} body, read with Commons FileUpload's
 * streaming parser. Like the service, only text parts are fields: a part carrying a file
 * name is an upload, not a parameter. A body that does not parse (no boundary, cut short)
 * gives no fields, so the call fails as though its parameters were missing.
 */
final class MultipartForm {

	/** More parts than any endpoint takes; beyond it the body is refused whole. */
	private static final long MAX_PARTS = 1_000;

	private MultipartForm() {
	}

	static boolean accepts(String contentType) {
		return contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
	}

	static List<Map.Entry<String, String>> decode(String contentType, byte[] body) {
		List<Map.Entry<String, String>> fields = new ArrayList<>();
		try {
			FileItemInputIterator parts = new Upload().getItemIterator(new Body(contentType, body));
			for (long count = 1; parts.hasNext(); count++) {
				if (count > MAX_PARTS) {
					return List.of();
				}
				FileItemInput part = parts.next();
				String text = read(part);
				if (part.isFormField() && part.getFieldName() != null) {
					fields.add(Map.entry(part.getFieldName(), text));
				}
			}
			return fields;
		}
		catch (IOException | RuntimeException ex) {
			return List.of();
		}
	}

	private static String read(FileItemInput part) throws IOException {
		try (InputStream in = part.getInputStream()) {
			return new String(in.readAllBytes(), charset(part.getContentType()));
		}
	}

	/** The part's declared charset, else UTF-8 (what browsers and fetch send). */
	private static Charset charset(String partContentType) {
		if (partContentType != null) {
			for (String parameter : partContentType.split(";")) {
				String[] pair = parameter.trim().split("=", 2);
				if (pair.length == 2 && pair[0].trim().equalsIgnoreCase("charset")) {
					try {
						return Charset.forName(pair[1].trim().replace("\"", ""));
					}
					catch (IllegalArgumentException ex) {
						return StandardCharsets.UTF_8;
					}
				}
			}
		}
		return StandardCharsets.UTF_8;
	}

	/** The body already read by the transport, as the parser's request. */
	private static final class Body extends AbstractRequestContext<byte[]> {

		private final String contentType;

		Body(String contentType, byte[] body) {
			super(name -> null, () -> (long) body.length, body);
			this.contentType = contentType;
		}

		@Override
		public String getCharacterEncoding() {
			return StandardCharsets.UTF_8.name();
		}

		@Override
		public String getContentType() {
			return contentType;
		}

		@Override
		public InputStream getInputStream() {
			return new ByteArrayInputStream(getRequest());
		}

	}

	/** The parser bound to an in-memory body; only its streaming side is used. */
	private static final class Upload extends AbstractFileUpload<Body, DiskFileItem, DiskFileItemFactory> {

		@Override
		public FileItemInputIterator getItemIterator(Body body) throws FileUploadException, IOException {
			return super.getItemIterator((RequestContext) body);
		}

		@Override
		public Map<String, List<DiskFileItem>> parseParameterMap(Body body) throws FileUploadException {
			return super.parseParameterMap((RequestContext) body);
		}

		@Override
		public List<DiskFileItem> parseRequest(Body body) throws FileUploadException {
			return super.parseRequest((RequestContext) body);
		}

	}

}
