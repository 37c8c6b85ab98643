import Foundation

/// A selection in attributed text (SwiftUI's `AttributedTextSelection` of iOS 26): an insertion
/// point, by default at the end of the text, or a set of ranges of characters. The editor drawn
/// here shows no caret or highlight for it, and never changes it; the functions that read and
/// edit text through a selection follow Apple's documentation (SDK 26.2 interface;
/// docs/reference/ios26-swiftui-api.md, "Rich text").
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct AttributedTextSelection: Equatable, Sendable {
    /// Where a selection is in a given text.
    @frozen public enum Indices: Equatable, Sendable {
        case insertionPoint(AttributedString.Index)
        case ranges(RangeSet<AttributedString.Index>)
    }

    enum Kind: Equatable, Sendable {
        case end
        case insertionPoint(AttributedString.Index, typingAttributes: AttributeContainer?)
        case ranges(RangeSet<AttributedString.Index>)
    }
    var kind: Kind

    /// An insertion point at the end of the text.
    public init() { kind = .end }

    /// A selection of the characters in `range`.
    public init(range: Range<AttributedString.Index>) { kind = .ranges(RangeSet(range)) }

    /// A selection of the characters in every range of `ranges`.
    public init(ranges: RangeSet<AttributedString.Index>) { kind = .ranges(ranges) }

    /// An insertion point at `insertionPoint`, the next characters typed taking `typingAttributes`.
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        kind = .insertionPoint(insertionPoint, typingAttributes: typingAttributes)
    }

    /// The selection's place in `text`: an empty selection is an insertion point at its start.
    public func indices(in text: AttributedString) -> Indices {
        switch kind {
        case .end: return .insertionPoint(text.endIndex)
        case .insertionPoint(let index, _): return .insertionPoint(index)
        case .ranges(let ranges):
            return ranges.ranges.isEmpty ? .insertionPoint(text.startIndex) : .ranges(ranges)
        }
    }

    /// The side an insertion point at a line's end belongs to: the text that follows it, as a
    /// caret placed by the system lands (`TextSelectionAffinity.downstream`); a range has none.
    public func affinity(in text: AttributedString) -> TextSelectionAffinity {
        if case .ranges = indices(in: text) { return .automatic }
        return .downstream
    }

    /// What a character typed now would take: the insertion point's own typing attributes when
    /// given, else those of the character before the insertion point (the first character at the
    /// start), as UIKit's `typingAttributes` follow the text; a range's, its first character's.
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        if case .insertionPoint(_, let attributes?) = kind { return attributes }
        guard !text.characters.isEmpty else { return AttributeContainer() }
        let index: AttributedString.Index
        switch indices(in: text) {
        case .insertionPoint(let point):
            index = point > text.startIndex ? text.characters.index(before: point) : text.startIndex
        case .ranges(let ranges):
            index = ranges.ranges.first.map { $0.lowerBound } ?? text.startIndex
        }
        return text.runs[index].attributes
    }

    /// The attributes of each run the selection covers, in order; an insertion point's typing
    /// attributes alone.
    public func attributes(in text: AttributedString) -> Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint: return Attributes(containers: [typingAttributes(in: text)])
        case .ranges(let ranges): return Attributes(containers: text[ranges].runs.map(\.attributes))
        }
    }

    /// The attribute containers of a selection, and each one's value of one attribute.
    public struct Attributes<Text>: Sequence {
        let containers: [AttributeContainer]

        public func makeIterator() -> some IteratorProtocol<AttributeContainer> { containers.makeIterator() }

        public subscript<K: AttributedStringKey>(type: K.Type) -> some Sequence<K.Value?> where K.Value: Sendable {
            containers.map { $0[K.self] }
        }

        public subscript<K: AttributedStringKey>(type: KeyPath<AttributeDynamicLookup, K>) -> some Sequence<K.Value?>
        where K.Value: Sendable {
            containers.map { $0[K.self] }
        }
    }
}

extension AttributedTextSelection.Attributes: Sendable {}

extension AttributedString {
    /// The selected characters; none for an insertion point.
    public subscript(selection: AttributedTextSelection) -> DiscontiguousAttributedSubstring {
        switch selection.indices(in: self) {
        case .insertionPoint: return self[RangeSet<Index>()]
        case .ranges(let ranges): return self[ranges]
        }
    }

    /// Edits the text with `body`, the selection following the characters it was on
    /// (Foundation's `transform(updating:)` tracking of ranges).
    public mutating func transform<E: Error>(updating selection: inout AttributedTextSelection,
                                             body: (inout AttributedString) throws(E) -> Void) throws(E) {
        var ranges: [Range<Index>]
        switch selection.indices(in: self) {
        case .insertionPoint(let point): ranges = [point..<point]
        case .ranges(let set): ranges = Array(set.ranges)
        }
        var failure: E?
        self.transform(updating: &ranges) { text in
            do throws(E) { try body(&text) } catch { failure = error }
        }
        if let failure { throw failure }
        switch selection.kind {
        case .end: break
        case .insertionPoint(_, let attributes):
            selection.kind = .insertionPoint(ranges.first?.lowerBound ?? endIndex, typingAttributes: attributes)
        case .ranges: selection.kind = .ranges(RangeSet(ranges))
        }
    }

    /// Changes the attributes of every selected run with `body`; at an insertion point, the
    /// characters typed next (its typing attributes).
    public mutating func transformAttributes<E: Error>(in selection: inout AttributedTextSelection,
                                                       body: (inout AttributeContainer) throws(E) -> Void) throws(E) {
        switch selection.indices(in: self) {
        case .insertionPoint(let point):
            var attributes = selection.typingAttributes(in: self)
            try body(&attributes)
            selection = AttributedTextSelection(insertionPoint: point, typingAttributes: attributes)
        case .ranges(let ranges):
            for run in self[ranges].runs.reversed() {
                var attributes = run.attributes
                try body(&attributes)
                self[run.range].setAttributes(attributes)
            }
        }
    }

    /// Replaces the selected characters with `newContent` in the selection's typing attributes;
    /// the selection becomes an insertion point after them.
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection,
                                          withCharacters newContent: some Collection<Character>) {
        replaceSelection(&selection, with: AttributedString(String(newContent), attributes: selection.typingAttributes(in: self)))
    }

    /// Replaces the selected characters (the first range's place takes the content, the other
    /// ranges are removed); the selection becomes an insertion point after the new content.
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol) {
        let inserted = AttributedString(newContent[newContent.startIndex..<newContent.endIndex])
        let start: Index
        switch selection.indices(in: self) {
        case .insertionPoint(let point): start = point
        case .ranges(let ranges):
            start = ranges.ranges.first?.lowerBound ?? startIndex
        }
        let offset = characters.distance(from: startIndex, to: start)
        if case .ranges(let ranges) = selection.indices(in: self) { removeSubranges(ranges) }
        let at = characters.index(startIndex, offsetBy: offset)
        insert(inserted, at: at)
        let end = characters.index(startIndex, offsetBy: offset + inserted.characters.count)
        selection = AttributedTextSelection(insertionPoint: end)
    }
}
