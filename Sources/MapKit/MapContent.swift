import LayoutDSL

/// What a `Map` shows over its surface (Apple's documentation of `MapContent`): markers,
/// annotations and overlays, composed as views are, with `MapContentBuilder`.
@MainActor @preconcurrency public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

/// Content that is its elements, not a body (the markers, overlays and their combinations).
protocol PrimitiveMapContent {
    var elements: [MapElement] { get }
}

extension PrimitiveMapContent {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is primitive map content; it has no body") }
}

nonisolated extension MapContent {
    /// The elements the content draws, its body's when it has one.
    var resolvedElements: [MapElement] {
        if let primitive = self as? PrimitiveMapContent { return primitive.elements }
        return mainActorUnchecked { body }.resolvedElements
    }
}

/// The content `MapContentBuilder` makes of several contents, conditions and loops.
nonisolated public struct _MapContentList: MapContent, PrimitiveMapContent {
    let elements: [MapElement]
}

/// No content (`Map(position:)` without a content closure).
nonisolated public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    public init() {}
    var elements: [MapElement] { [] }
}

/// Builds map content from closures, as `ViewBuilder` builds views (Apple's documentation of
/// `MapContentBuilder`).
@resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> _MapContentList { _MapContentList(elements: []) }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> _MapContentList {
        var elements: [MapElement] = []
        for item in repeat each content { elements += item.resolvedElements }
        return _MapContentList(elements: elements)
    }
    // Blocks are always `_MapContentList`, so what takes a block's value names that type: a
    // generic parameter there is not inferred through an `if` (the branch is checked apart).
    public static func buildOptional(_ content: _MapContentList?) -> _MapContentList { content ?? _MapContentList(elements: []) }
    public static func buildEither(first content: _MapContentList) -> _MapContentList { content }
    public static func buildEither(second content: _MapContentList) -> _MapContentList { content }
    public static func buildArray(_ contents: [_MapContentList]) -> _MapContentList {
        _MapContentList(elements: contents.flatMap(\.elements))
    }
    public static func buildLimitedAvailability(_ content: _MapContentList) -> _MapContentList { content }
}

/// Map content for each element of a collection (MapKit's `ForEach` conformance).
extension ForEach: MapContent where Content: MapContent {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    var elements: [MapElement] { data.flatMap { content($0).resolvedElements } }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}
