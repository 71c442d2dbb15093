package app.locus.backup;

import app.locus.base.db.DatabaseProperties;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.FilterType;

/**
 * The little a command needs of the application: the database settings and the master
 * keys with their cipher, read from the same properties and environment as the portal's
 * (DD191). Its beans are made lazily, when first asked for.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DatabaseProperties.class)
@ComponentScan(basePackages = "app.locus.base.vault", useDefaultFilters = false,
		includeFilters = @Filter(type = FilterType.REGEX, pattern = "app\\.locus\\.base\\.vault\\.VaultConfig"))
class CommandContext {

}
