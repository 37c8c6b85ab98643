import ProfileKit

enum SampleData { static let name = Names.first }
