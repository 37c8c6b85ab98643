/// Makes a struct or an enum generable (Apple's `@Generable`): the conformance to `Generable`
/// with its schema (the stored properties, their `@Guide`s; an enum's cases as choices), the
/// conversions from and to `GeneratedContent`, and, for a struct, `PartiallyGenerated` (every
/// property optional, as a stream fills it in). The implementation is `GenerableMacro` in the
/// `PreviewMacros` plugin.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent), named(generationSchema),
          named(PartiallyGenerated))
public macro Generable(description: String? = nil) = #externalMacro(module: "PreviewMacros", type: "GenerableMacro")

/// Describes and constrains a generated property (Apple's `@Guide`); `@Generable` reads it, and it
/// expands to nothing itself.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) =
    #externalMacro(module: "PreviewMacros", type: "GuideMacro")

@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "PreviewMacros", type: "GuideMacro")

/// `@Guide(description: "Items", .count(3)) var items: [Item]`. Apple declares this overload as
/// `Guide<T>(description: String? = nil, _ guides: GenerationGuide<T>...) where T: Generable`, but
/// with it Swift 6.3 cannot infer an array guide's element type from the macro's arguments alone
/// (measured: "generic parameter 'Element' could not be inferred" for Apple's documented
/// `.count(3)` on an array), so here the guides are taken as written and `@Generable` passes them
/// to the property's `GenerationSchema.Property`, where the property's type gives them their type.
@attached(peer)
public macro Guide(description: String? = nil, _ guides: _GuideArgument...) =
    #externalMacro(module: "PreviewMacros", type: "GuideMacro")

/// A guide as `@Guide` receives it before `@Generable` gives it its property's type.
public struct _GuideArgument: Sendable {
    public static func constant(_ value: String) -> Self { Self() }
    public static func anyOf(_ values: [String]) -> Self { Self() }
    public static func pattern<Output>(_ regex: Regex<Output>) -> Self { Self() }
    public static func minimum<Value: Comparable>(_ value: Value) -> Self { Self() }
    public static func maximum<Value: Comparable>(_ value: Value) -> Self { Self() }
    public static func range<Value: Comparable>(_ range: ClosedRange<Value>) -> Self { Self() }
    public static func minimumCount(_ count: Int) -> Self { Self() }
    public static func maximumCount(_ count: Int) -> Self { Self() }
    public static func count(_ range: ClosedRange<Int>) -> Self { Self() }
    public static func count(_ count: Int) -> Self { Self() }
    public static func element(_ guide: Self) -> Self { Self() }
}
