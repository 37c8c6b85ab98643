/// Ticks for each element of a collection (SwiftUI's `SliderTickContentForEach`, iOS 26): the
/// content's ticks of every element, in the collection's order (SDK 26.2 interface;
/// docs/reference/ios26-swiftui-api.md).
nonisolated public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>:
    SliderTickContent {
    public typealias Value = Content.Value
    public typealias Body = [SliderTick<Content.Value>]

    let data: Data
    let content: (Data.Element) -> Content

    /// The values themselves, identified by `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element, Data.Element == Content.Value {
        self.data = data
        self.content = content
    }

    public init<V: Identifiable>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V == Data.Element, Data.Element == Content.Value {
        self.data = data
        self.content = content
    }

    public init<V>(_ data: Range<Int>, @SliderTickBuilder<V> content: @escaping (Range<Int>.Element) -> Content)
    where Data == Range<Int>, V == Content.Value, ID == Int {
        self.data = data
        self.content = content
    }

    public var body: [SliderTick<Content.Value>] { data.flatMap { content($0).body } }
}
