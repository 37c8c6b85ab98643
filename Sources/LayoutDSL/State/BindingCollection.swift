/// A binding to a mutable collection is itself a collection of bindings to its elements, as
/// SwiftUI declares (iOS 15): what lets `ForEach($items) { $item in … }` and `List($items)`
/// edit elements in place. An element binding made for an index that later falls outside the
/// collection (a row being deleted) reads the element it was made for and writes nothing.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        let made = wrappedValue[position]
        return Binding<Value.Element>(
            get: {
                let whole = self.wrappedValue
                return whole.indices.contains(position) ? whole[position] : made
            },
            set: { element, transaction in
                var whole = self.wrappedValue
                guard whole.indices.contains(position) else { return }
                whole[position] = element
                self.transaction(transaction).wrappedValue = whole
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
