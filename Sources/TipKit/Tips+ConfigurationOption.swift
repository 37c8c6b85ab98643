extension Tips {
    /// A setting of `Tips.configure(_:)` (Apple's documentation of `Tips.ConfigurationOption`).
    public struct ConfigurationOption: Sendable {
        /// How often tips may display (Apple's documentation of `DisplayFrequency`).
        public struct DisplayFrequency: Sendable, Equatable {
            let interval: TimeInterval
            public init(_ interval: TimeInterval) { self.interval = interval }
            public static let immediate = DisplayFrequency(0)
            public static let hourly = DisplayFrequency(3600)
            public static let daily = DisplayFrequency(86_400)
            public static let weekly = DisplayFrequency(604_800)
            public static let monthly = DisplayFrequency(2_592_000)
        }

        /// Where the datastore lives (Apple's documentation of `DatastoreLocation`); in memory here.
        public struct DatastoreLocation: Sendable {
            let url: URL?
            public init(url: URL, shouldReset: Bool = false) { self.url = url }
            public static let applicationDefault = DatastoreLocation(nil)
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(nil) }
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(url) }
            private init(_ url: URL?) { self.url = url }
        }

        let frequency: DisplayFrequency?

        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(frequency: displayFrequency)
        }

        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(frequency: nil)
        }

        public static func cloudKitContainer(_ container: String) -> ConfigurationOption { ConfigurationOption(frequency: nil) }
    }
}
