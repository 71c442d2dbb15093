package app.locus.base.vault;

import java.nio.file.Path;

import app.locus.base.db.DatabaseProperties;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The master keys of the vault (see {@link MasterKeyLoader}) and the one cipher that uses
 * them.
 */
@Configuration(proxyBeanMethods = false)
class VaultConfig {

	@Bean
	MasterKeys masterKeys(@Value("${locus.master-key:}") String masterKey,
			@Value("${locus.previous-master-keys:}") String previousMasterKeys, DatabaseProperties database,
			@Value("${locus.data-dir:data}") String dataDir) {
		Path dir = Path.of(dataDir == null || dataDir.isBlank() ? "data" : dataDir).toAbsolutePath();
		return MasterKeyLoader.load(masterKey, previousMasterKeys, database.embedded(), dir);
	}

	@Bean
	SecretCipher secretCipher(MasterKeys keys) {
		return new SecretCipher(keys);
	}

}
