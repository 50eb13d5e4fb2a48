/** Every recipe, in the order a run takes them (servers start at first use and stay up). */
import type {Recipe} from './recipe';
import {backupsRecipe} from './backups';
import {cleanShellRecipe} from './cleanShell';
import {coloursRecipe} from './colours';
import {containmentRecipe} from './containment';
import {databaseRecipe} from './database';
import {dnsRecipe} from './dns';
import {phpRecipe} from './php';
import {sshRecipe} from './ssh';
import {wordpressAccessRulesRecipe} from './wordpressAccessRules';
import {wordpressBackupRecipe} from './wordpressBackup';
import {wordpressHardeningRecipe} from './wordpressHardening';
import {wordpressInstallRecipe} from './wordpressInstall';
import {wordpressLoginJailRecipe} from './wordpressLoginJail';
import {wordpressMultisiteRecipe} from './wordpressMultisite';
import {wordpressOffsiteRecipe} from './wordpressOffsite';
import {wordpressRecoveryRecipe} from './wordpressRecovery';
import {wordpressRedisRecipe} from './wordpressRedis';
import {wordpressSecurityRecipe} from './wordpressSecurity';
import {wordpressUpkeepRecipe} from './wordpressUpkeep';
import {apacheRecipe, auditRecipe, nginxRecipe} from './web';

export const RECIPES: Recipe[] = [
  nginxRecipe,
  apacheRecipe,
  auditRecipe,
  containmentRecipe,
  backupsRecipe,
  databaseRecipe,
  sshRecipe,
  wordpressLoginJailRecipe,
  wordpressAccessRulesRecipe,
  cleanShellRecipe,
  wordpressBackupRecipe,
  wordpressRecoveryRecipe,
  wordpressRedisRecipe,
  wordpressHardeningRecipe,
  wordpressInstallRecipe,
  wordpressUpkeepRecipe,
  wordpressOffsiteRecipe,
  wordpressMultisiteRecipe,
  wordpressSecurityRecipe,
  dnsRecipe,
  phpRecipe,
  coloursRecipe,
];
