import GRDB

/// The user database's schema as named migrations: a database made by an older version is
/// brought forward step by step, and a step never runs twice. `migrator` is one long list on
/// purpose: the migrations read in the order they run, and a shipped one never changes, so
/// splitting it would only spread that order over places (ArchitectureTests' length check lists it).
enum UserSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 favorites") { db in
            try db.execute(sql: """
                CREATE TABLE favorite (
                  facilityId TEXT PRIMARY KEY NOT NULL,
                  position INTEGER NOT NULL,
                  addedAt REAL NOT NULL
                );
                CREATE INDEX favorite_position ON favorite(position);
                """)
        }
        migrator.registerMigration("v1 visits") { db in
            try db.execute(sql: """
                CREATE TABLE visit (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  facilityId TEXT NOT NULL,
                  date TEXT NOT NULL,
                  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
                  note TEXT NOT NULL DEFAULT '',
                  createdAt REAL NOT NULL
                );
                CREATE INDEX visit_facility ON visit(facilityId);
                CREATE INDEX visit_date ON visit(date);
                """)
        }
        migrator.registerMigration("v2 accounts and tickets") { db in
            try db.execute(sql: """
                CREATE TABLE account (
                  id TEXT PRIMARY KEY NOT NULL,
                  displayName TEXT NOT NULL,
                  email TEXT NOT NULL UNIQUE,
                  pinHash TEXT NOT NULL,
                  createdAt REAL NOT NULL
                );
                CREATE TABLE savedCard (
                  id TEXT PRIMARY KEY NOT NULL,
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  brand TEXT NOT NULL,
                  last4 TEXT NOT NULL CHECK (length(last4) = 4),
                  expiryMonth INTEGER NOT NULL,
                  expiryYear INTEGER NOT NULL,
                  holderName TEXT NOT NULL,
                  createdAt REAL NOT NULL,
                  UNIQUE (accountId, brand, last4, expiryMonth, expiryYear)
                );
                CREATE TABLE ticketOrder (
                  id TEXT PRIMARY KEY NOT NULL,
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  idempotencyKey TEXT NOT NULL UNIQUE,
                  facilityId TEXT NOT NULL,
                  facilityName TEXT NOT NULL,
                  useDate TEXT NOT NULL,
                  totalYen INTEGER NOT NULL,
                  ticketCount INTEGER NOT NULL CHECK (ticketCount BETWEEN 1 AND 10),
                  cardBrand TEXT NOT NULL,
                  cardLast4 TEXT NOT NULL CHECK (length(cardLast4) = 4),
                  purchasedAt REAL NOT NULL
                );
                CREATE INDEX ticketOrder_account ON ticketOrder(accountId);
                CREATE TABLE ticket (
                  id TEXT PRIMARY KEY NOT NULL,
                  orderId TEXT NOT NULL REFERENCES ticketOrder(id) ON DELETE CASCADE,
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  facilityId TEXT NOT NULL,
                  facilityName TEXT NOT NULL,
                  productName TEXT NOT NULL,
                  priceYen INTEGER NOT NULL,
                  useDate TEXT NOT NULL,
                  validUntil TEXT NOT NULL,
                  purchasedAt REAL NOT NULL,
                  status TEXT NOT NULL CHECK (status IN ('issued', 'used', 'refunded')),
                  changedAt REAL
                );
                CREATE INDEX ticket_account ON ticket(accountId);
                CREATE INDEX ticket_order ON ticket(orderId);
                CREATE TABLE signedInAccount (
                  slot INTEGER PRIMARY KEY CHECK (slot = 1),
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE
                );
                """)
        }
        // A reviewed order that was not yet confirmed survives a crash with its idempotency key, so
        // confirming it after a restart can never buy twice. Placing the order deletes the row in
        // the same transaction. The draft holds no card number or CVC (it never has them).
        // `ownerProcess` is the pid that reviewed it: another running instance must not take it over.
        migrator.registerMigration("v3 pending purchases") { db in
            try db.execute(sql: """
                CREATE TABLE pendingPurchase (
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  facilityId TEXT NOT NULL,
                  idempotencyKey TEXT NOT NULL UNIQUE,
                  draft TEXT NOT NULL,
                  ownerProcess INTEGER NOT NULL,
                  savedAt REAL NOT NULL,
                  PRIMARY KEY (accountId, facilityId)
                );
                """)
        }
        // Wrong PINs in a row per email (accounts or not, so the throttle tells nothing about which
        // emails exist), so that guessing slows down across restarts. A right PIN deletes the row.
        migrator.registerMigration("v4 sign-in failures") { db in
            try db.execute(sql: """
                CREATE TABLE signInFailure (
                  email TEXT PRIMARY KEY NOT NULL,
                  count INTEGER NOT NULL,
                  lastAt REAL NOT NULL
                );
                """)
        }
        // Coupons in an account's coupon wallet, with the terms they were claimed with (JSON), and
        // the order that used one. The order row names its coupon and discount; using a coupon and
        // placing its order happen in one transaction.
        migrator.registerMigration("v5 coupons") { db in
            try db.execute(sql: """
                CREATE TABLE claimedCoupon (
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  couponId TEXT NOT NULL,
                  terms TEXT NOT NULL,
                  validUntil TEXT NOT NULL,
                  claimedAt REAL NOT NULL,
                  usedByOrderId TEXT,
                  PRIMARY KEY (accountId, couponId)
                );
                ALTER TABLE ticketOrder ADD COLUMN couponId TEXT;
                ALTER TABLE ticketOrder ADD COLUMN discountYen INTEGER NOT NULL DEFAULT 0;
                """)
        }
        // Visits imports write in short transactions so nobody else waits on them: their rows carry
        // the import's batch and stay invisible until the batch row is marked committed, one row in
        // one short transaction. A batch whose process died is never committed and is removed later.
        // One index, `visit_date_facility`, serves the list's order by date and makes the duplicate
        // check per row a lookup instead of a scan. Date first: an export is in date order, so an
        // import appends to the index instead of touching pages all over it, which is what made a
        // big import slow (`visit_facility` was never queried). A batch's rows are found from
        // `firstVisitId` on, as ids only grow, so no index on the batch is kept up per row.
        // `schemaInfo` records which version of the app last migrated the file, so an older version
        // that finds a migration it does not know can say who wrote it.
        migrator.registerMigration("v6 visit import batches") { db in
            try db.execute(sql: """
                CREATE TABLE visitImportBatch (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  ownerPid INTEGER NOT NULL,
                  startedAt REAL NOT NULL,
                  firstVisitId INTEGER NOT NULL,
                  committed INTEGER NOT NULL DEFAULT 0
                );
                ALTER TABLE visit ADD COLUMN importBatch INTEGER;
                DROP INDEX visit_facility;
                DROP INDEX visit_date;
                CREATE INDEX visit_date_facility ON visit(date, facilityId);
                CREATE TABLE schemaInfo (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                """)
        }
        // Multi-bath passes (湯めぐり手形): their orders, the passes (with the terms they were sold
        // with, as JSON) and one row per used entry. UNIQUE (passId, facilityId) keeps one entry per
        // bath; the entry count is checked in the same statement that inserts a use, inside the
        // transaction that also records the visit, so two desks never take more than N.
        migrator.registerMigration("v7 rally passes") { db in
            try db.execute(sql: """
                CREATE TABLE passOrder (
                  id TEXT PRIMARY KEY NOT NULL,
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  idempotencyKey TEXT NOT NULL UNIQUE,
                  rallyId TEXT NOT NULL,
                  rallyName TEXT NOT NULL,
                  passCount INTEGER NOT NULL CHECK (passCount >= 1),
                  subtotalYen INTEGER NOT NULL,
                  discountYen INTEGER NOT NULL DEFAULT 0,
                  cardBrand TEXT NOT NULL,
                  cardLast4 TEXT NOT NULL CHECK (length(cardLast4) = 4),
                  purchasedAt REAL NOT NULL,
                  couponId TEXT
                );
                CREATE INDEX passOrder_account ON passOrder(accountId);
                CREATE TABLE rallyPass (
                  id TEXT PRIMARY KEY NOT NULL,
                  orderId TEXT NOT NULL REFERENCES passOrder(id) ON DELETE CASCADE,
                  accountId TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                  rallyId TEXT NOT NULL,
                  terms TEXT NOT NULL,
                  entries INTEGER NOT NULL CHECK (entries >= 1),
                  validFrom TEXT NOT NULL,
                  validUntil TEXT NOT NULL,
                  purchasedAt REAL NOT NULL
                );
                CREATE INDEX rallyPass_account ON rallyPass(accountId);
                CREATE TABLE passUse (
                  passId TEXT NOT NULL REFERENCES rallyPass(id) ON DELETE CASCADE,
                  facilityId TEXT NOT NULL,
                  usedAt REAL NOT NULL,
                  visitId INTEGER,
                  UNIQUE (passId, facilityId)
                );
                """)
        }
        // Day plans (湯めぐりプラン) as JSON beside the columns their list shows, and the rallies
        // whose completion was celebrated: a completion is announced once, whichever process saw it.
        migrator.registerMigration("v8 day plans") { db in
            try db.execute(sql: """
                CREATE TABLE dayPlan (
                  id TEXT PRIMARY KEY NOT NULL,
                  name TEXT NOT NULL,
                  payload TEXT NOT NULL,
                  updatedAt REAL NOT NULL
                );
                CREATE TABLE rallyCelebration (
                  rallyId TEXT PRIMARY KEY NOT NULL,
                  celebratedAt REAL NOT NULL
                );
                """)
        }
        // The user's own facts about a facility (issue 31): opening hours in OpenStreetMap's
        // syntax as written, a price and a note; a row exists only while one of them is given.
        migrator.registerMigration("v9 h31facts facts") { db in
            try db.execute(sql: """
                CREATE TABLE facilityFact (
                  facilityId TEXT PRIMARY KEY NOT NULL,
                  hours TEXT CHECK (hours IS NULL OR length(hours) BETWEEN 1 AND 255),
                  priceYen INTEGER CHECK (priceYen IS NULL OR priceYen BETWEEN 0 AND 100000),
                  note TEXT CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
                  updatedAt REAL NOT NULL,
                  CHECK (hours IS NOT NULL OR priceYen IS NOT NULL OR note IS NOT NULL)
                );
                """)
        }
        // Day plans become trips: a date and days (each its baths, start minute and night's base)
        // instead of one list of baths and a start moment. Frozen: TripPlanMigration is this step.
        migrator.registerMigration("v10 h31trips trips") { db in try TripPlanMigration.migrate(db) }
        return migrator
    }

    /// The migrations this version knows, in order.
    static var knownMigrations: [String] { migrator.migrations }

    /// Visits a reader may see: typed in, or from an import that has finished.
    static let visibleVisit = """
        (importBatch IS NULL OR EXISTS (SELECT 1 FROM visitImportBatch b WHERE b.id = visit.importBatch AND b.committed = 1))
        """
}
