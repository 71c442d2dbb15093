package app.locus.base.lock;

import java.util.UUID;

import javax.sql.DataSource;

import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateLockProvider;
import net.javacrumbs.shedlock.support.Utils;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * ShedLock on the {@code shedlock} table, with the database's clock so that nodes whose
 * clocks drift still agree on when a lock ends. Each node signs its locks with its host
 * name and a name of its own (DD128): ShedLock renews and releases only a lock signed as
 * its own, so a node whose lease lapsed cannot renew or release the lock another node
 * took over, even when both run on one host.
 */
@Configuration(proxyBeanMethods = false)
class SchedulerLockConfig {

	@Bean
	LockProvider lockProvider(DataSource dataSource) {
		return new JdbcTemplateLockProvider(JdbcTemplateLockProvider.Configuration.builder()
			.withJdbcTemplate(new JdbcTemplate(dataSource))
			.withLockedByValue(Utils.getHostname() + " " + UUID.randomUUID())
			.usingDbTime()
			.build());
	}

}
