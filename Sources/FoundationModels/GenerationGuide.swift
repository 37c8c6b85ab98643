/// A constraint on a generated value (Apple's `GenerationGuide`), given to `@Guide` or a schema's
/// property: a string's constant, choices or pattern, a number's bounds, an array's count.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationGuide<Value>: Sendable {
    /// The constraint as the schema states it.
    let description: String
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension GenerationGuide where Value == String {
    public static func constant(_ value: String) -> GenerationGuide<String> { .init(description: "constant \(value)") }
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { .init(description: "anyOf \(values)") }
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { .init(description: "pattern") }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension GenerationGuide where Value: Comparable & Generable {
    public static func minimum(_ value: Value) -> GenerationGuide<Value> { .init(description: "minimum \(value)") }
    public static func maximum(_ value: Value) -> GenerationGuide<Value> { .init(description: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Value>) -> GenerationGuide<Value> { .init(description: "range \(range)") }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension GenerationGuide {
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init(description: "minimumCount \(count)")
    }
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init(description: "maximumCount \(count)")
    }
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] {
        .init(description: "count \(range)")
    }
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init(description: "count \(count)")
    }
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] {
        .init(description: "element \(guide.description)")
    }
}
