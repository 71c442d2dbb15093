package app.locus.base.i18n;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.vaadin.flow.i18n.I18NProvider;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.stereotype.Component;

/**
 * Every user-facing text of Locus, read from the bundles under {@code i18n/} on the class
 * path: one bundle per area ({@code i18n/reports.properties} in English and
 * {@code i18n/reports_de.properties} and so on beside it), so that features add texts
 * without touching one shared file. Keys are unique across bundles and start with the
 * area's name. Every text is a {@link MessageFormat} pattern formatted in the reader's
 * locale, with or without arguments, so a quote is written the same way in every text
 * ({@code ''} for a straight one; the build refuses a single one, which MessageFormat
 * would swallow).
 */
@Component
public class MessageBundles implements I18NProvider {

	private static final Logger log = LoggerFactory.getLogger(MessageBundles.class);

	static final String FOLDER = "i18n";

	private static final Pattern BASE_NAME = Pattern.compile("([a-z0-9-]+)\\.properties");

	private static final ResourceBundle.Control NO_SYSTEM_FALLBACK = ResourceBundle.Control
		.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

	private final List<String> bundleNames;

	private final Set<String> reportedMissing = ConcurrentHashMap.newKeySet();

	public MessageBundles() {
		this.bundleNames = findBundleNames();
	}

	@Override
	public List<Locale> getProvidedLocales() {
		return Language.locales();
	}

	@Override
	public String getTranslation(String key, @Nullable Locale locale, Object... params) {
		Locale language = (locale == null ? Language.ENGLISH : Language.of(locale)).locale();
		for (String name : bundleNames) {
			ResourceBundle bundle = ResourceBundle.getBundle(FOLDER + "/" + name, language, NO_SYSTEM_FALLBACK);
			if (bundle.containsKey(key)) {
				return new MessageFormat(bundle.getString(key), language).format(params);
			}
		}
		if (reportedMissing.add(key)) {
			log.warn("No text for key {}", key);
		}
		return "!" + key + "!";
	}

	/**
	 * The names of the English bundles, each the base of its translations ("reports").
	 */
	List<String> bundleNames() {
		return bundleNames;
	}

	private static List<String> findBundleNames() {
		try {
			List<String> names = new ArrayList<>();
			for (Resource resource : new PathMatchingResourcePatternResolver()
				.getResources("classpath*:" + FOLDER + "/*.properties")) {
				Matcher matcher = BASE_NAME.matcher(String.valueOf(resource.getFilename()));
				if (matcher.matches()) {
					names.add(matcher.group(1));
				}
			}
			names.sort(null);
			return List.copyOf(names);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The text bundles under " + FOLDER + "/ cannot be listed", ex);
		}
	}

}
