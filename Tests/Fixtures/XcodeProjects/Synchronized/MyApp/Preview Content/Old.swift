enum SampleData { static let name = "Stale" }
