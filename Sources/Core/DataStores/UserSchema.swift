import GRDB

/// The user database's schema as named migrations: a database made by an older version is
/// brought forward step by step, and a step never runs twice.
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
        return migrator
    }
}
