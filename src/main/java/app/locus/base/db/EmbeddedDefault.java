package app.locus.base.db;

import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/** No {@code LOCUS_DB_URL} names a server: the portal runs its embedded MariaDB. */
final class EmbeddedDefault implements Condition {

	@Override
	public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
		String url = context.getEnvironment().getProperty("locus.db.url");
		return url == null || url.isBlank();
	}

}
