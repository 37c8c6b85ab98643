/// The elements of an edited collection as `ForEach(_:editActions:content:)` walks them (SwiftUI's
/// `IndexedIdentifierCollection`): each element's index in the collection and its id, read once
/// when the rows are made, so a row's binding reaches its element by index and its identity
/// follows the id.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    public typealias Index = Base.Index

    /// One element: where it is, and who it is.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    let base: Base
    let id: KeyPath<Base.Element, ID>

    public var startIndex: Index { base.startIndex }
    public var endIndex: Index { base.endIndex }
    public func index(after i: Index) -> Index { base.index(after: i) }
    public subscript(position: Index) -> Element { Element(index: position, id: base[position][keyPath: id]) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
