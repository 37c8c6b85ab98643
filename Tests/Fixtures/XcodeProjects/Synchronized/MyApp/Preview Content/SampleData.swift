enum SampleData { static let name = "Ada" }
