/// One node of the resolved tree: plain data, decided when the tree is resolved. The renderer
/// and the JSON writer read it and nothing else; no node refers back to the layout behaviour
/// that produced it.
///
/// A node is its own fields (`Record`) and its descendants, which are records too, depth
/// first, in one array shared by the whole tree the node was taken from (`Descendants`). A
/// tree of nested `[ResolvedNode]` arrays took an allocation and an array header for every
/// node with children (five in a row of the benchmark list, about 300 bytes of its 4 KB), and
/// freeing it walked every level: flat, a resolved tree is one allocation, freed in one
/// pass (Benchmarks.md, the ninth to fourteenth passes). `children` is still an array of nodes for whoever reads or changes
/// the tree by hand; `childNodes` reads them in place.
///
/// A node taken from a tree (a child, `first(where:)`) shares that tree's storage, which lives
/// as long as the node; changing it copies only what changes (value semantics: storage is
/// never written once shared).
public struct ResolvedNode: CustomReflectable, Sendable {
    /// The node's own fields.
    var record: Record
    /// Its subtree below it.
    var descendants: Descendants

    /// The view or modifier: "HStack", "frame", "Circle", "Color", "offset"…
    public var type: String {
        get { record.type }
        set { record.type = newValue }
    }
    /// The `accessibilityIdentifier`, if the node has one.
    public var id: String? {
        get { record.details?.fields.id }
        set { record.updateDetails { $0.id = newValue } }
    }
    /// The string a `Text` node shows.
    public var text: String? {
        get { record.details?.fields.text }
        set { record.updateDetails { $0.text = newValue } }
    }
    /// Custom views that resolved to this node, outermost first (a shape's own type, which is
    /// already its `type`, is left out).
    public var views: [String] {
        get { record.details?.fields.views ?? [] }
        set { record.updateDetails { $0.views = newValue } }
    }
    /// The layout-neutral modifiers applied to the node's view (`opacity`, `offset`,
    /// `rotationEffect`, `zIndex`…), outermost first: they make no node of their own, and the
    /// node's opacity, transform and display include their effects (see `NodeEffect`).
    public var modifiers: [String] {
        get { record.details?.fields.modifiers ?? [] }
        set { record.updateDetails { $0.modifiers = newValue } }
    }
    /// The node's own size (its bounds in local space).
    public var size: CGSize {
        get { record.size }
        set { record.size = newValue }
    }
    /// Local space to root space.
    public var transform: CGAffineTransform {
        get { record.transform.transform }
        set { record.transform = CompactTransform(newValue) }
    }
    /// What `GeometryProxy.frame(in: .global)` reports here: the bounding box of the node's
    /// bounds in root space (effects and scroll offsets of ancestors included). Derived from
    /// size and transform, so the two can never disagree.
    public var frame: CGRect { CGRect(size: size).applying(transform) }
    /// The product of all opacities that apply to the node (its own included).
    public var opacity: Double {
        get { record.opacity }
        set { record.opacity = newValue }
    }
    /// Subviews in drawing order, as values of their own: reading makes the array, writing
    /// stores the subtrees flat again. `childNodes` reads them without the array.
    public var children: [ResolvedNode] {
        get { Array(childNodes) }
        set { descendants = Descendants(flattening: newValue) }
    }
    /// What the node draws and how it composites its subtree, in its local space.
    public var display: NodeDisplay {
        get { record.display }
        set { record.display = newValue }
    }
    /// What the accessibility modifiers said of the node (label, traits, hidden…), if anything.
    public var accessibility: AccessibilityProperties? {
        get { record.details?.fields.accessibility }
        set { record.updateDetails { $0.accessibility = newValue } }
    }
    /// The structural identity of the view that made the node (nil for nodes built by hand):
    /// animations pair nodes of two trees by it (see `ResolvedNode.presented`).
    var identity: Int? {
        get { record.identity == Record.noIdentity ? nil : Int(record.identity) }
        set { record.identity = newValue.map { Int32(truncatingIfNeeded: $0) } ?? Record.noIdentity }
    }

    /// The children in drawing order, read in place from the storage the node shares: no
    /// array is made (the renderer walks the tree through them).
    public var childNodes: Children { Children(descendants) }

    /// A node's children, one after another, each the record after the previous child's subtree.
    public struct Children: Sequence, IteratorProtocol {
        private let records: ContiguousArray<Record>
        private var position: Int
        private let end: Int

        init(_ descendants: Descendants) {
            records = descendants.records
            position = descendants.start
            end = descendants.positions.upperBound
        }

        public mutating func next() -> ResolvedNode? {
            guard position < end else { return nil }
            let node = ResolvedNode(at: position, in: records)
            position += 1 + node.descendants.count
            return node
        }

        /// How many children are left, counted by skipping their subtrees.
        public var count: Int {
            var count = 0, position = position
            while position < end {
                position += 1 + Int(records[position].descendantCount)
                count += 1
            }
            return count
        }
    }
}

extension ResolvedNode {
    /// The node whose record is at `position` of `records`, with its subtree after it.
    init(at position: Int, in records: ContiguousArray<Record>) {
        let record = records[position]
        self.init(record: record, descendants: Descendants(records: records, start: position + 1, count: Int(record.descendantCount)))
    }

    /// A node's fields without its children: what the flat storage keeps for each node.
    /// Identifier, text, custom views and accessibility, which most nodes lack, are out of line
    /// (`details`, nil when all are empty): inline they made every node about 140 bytes larger
    /// (Benchmarks.md, the ninth to fourteenth passes: memory per view).
    struct Record: Sendable {
        var type: String
        var size: CGSize
        var opacity: Double
        var display: NodeDisplay
        var details: Details?
        /// The transform in the words it needs (see `CompactTransform`), two and a byte: the
        /// fields after it take the bytes that follow.
        var transform: CompactTransform
        /// `identity` in half a word, `noIdentity` for none (paths are numbered in 32 bits: see
        /// `IdentityTable`).
        var identity: Int32
        /// How many records after this one, in flat storage, are its subtree (its own
        /// `descendants.count` where the record is a node's own).
        var descendantCount: Int32 = 0

        static let noIdentity = Int32.min

        mutating func updateDetails(_ change: (inout Fields) -> Void) {
            var fields = details?.fields ?? Fields()
            change(&fields)
            details = Details(fields)
        }
    }

    /// An indirect enum keeps value semantics: a change makes a new box. A node whose only
    /// detail is its layout-neutral modifiers (most that have any) keeps just their names: a
    /// box of all the fields, accessibility's included, took about 170 bytes.
    indirect enum Details: Sendable {
        case fields(Fields)
        case modifiers([String])
        var fields: Fields {
            switch self {
            case .fields(let fields): fields
            case .modifiers(let modifiers): Fields(modifiers: modifiers)
            }
        }
        init?(_ fields: Fields) {
            guard !fields.isEmpty else { return nil }
            self = fields.hasOnlyModifiers ? .modifiers(fields.modifiers) : .fields(fields)
        }
    }

    struct Fields: Sendable {
        var id: String?
        var text: String?
        var views: [String] = []
        var modifiers: [String] = []
        var accessibility: AccessibilityProperties?
        /// Whether every field but `modifiers` is empty.
        var hasOnlyModifiers: Bool { id == nil && text == nil && views.isEmpty && accessibility == nil }
        var isEmpty: Bool { hasOnlyModifiers && modifiers.isEmpty }
    }

    /// A node's subtree below it: `count` records from `start` of an array shared with the tree
    /// it came from, depth first.
    struct Descendants: Sendable {
        let records: ContiguousArray<Record>
        let start: Int
        let count: Int

        static let none = Descendants(records: [], start: 0, count: 0)

        var isEmpty: Bool { count == 0 }
        /// Their positions in `records`.
        var positions: Range<Int> { start ..< start + count }

        init(records: ContiguousArray<Record>, start: Int, count: Int) {
            self.records = records
            self.start = start
            self.count = count
        }

        /// `children`'s subtrees, one after another, in one new array (none for no children).
        init(flattening children: [ResolvedNode]) {
            guard !children.isEmpty else { self = .none; return }
            var records = ContiguousArray<Record>()
            records.reserveCapacity(children.reduce(0) { $0 + 1 + $1.descendants.count })
            for child in children { child.append(to: &records) }
            self.init(records: records, start: 0, count: records.count)
        }
    }

    /// Appends the node's record, then its subtree's, to `records`.
    private func append(to records: inout ContiguousArray<Record>) {
        var own = record
        own.descendantCount = Int32(descendants.count)
        records.append(own)
        records.append(contentsOf: descendants.records[descendants.positions])
    }

    /// The first node, depth first, that satisfies `predicate` (this one included): the
    /// storage's order.
    public func first(where predicate: (ResolvedNode) -> Bool) -> ResolvedNode? {
        offset(where: predicate).map(node(atOffset:))
    }

    /// How many places after this one, depth first, the first node that satisfies `predicate`
    /// is (0: this one).
    public func offset(where predicate: (ResolvedNode) -> Bool) -> Int? {
        if predicate(self) { return 0 }
        for position in descendants.positions where predicate(ResolvedNode(at: position, in: descendants.records)) {
            return position - descendants.start + 1
        }
        return nil
    }

    /// The node `offset` places after this one, depth first (0: this one).
    public func node(atOffset offset: Int) -> ResolvedNode {
        offset == 0 ? self : ResolvedNode(at: descendants.start + offset - 1, in: descendants.records)
    }

    /// Changes the node `offset` places after this one depth first (0: this one; the first
    /// child is 1), and its subtree with it, copying the storage once: through `children` at
    /// every level, a change deep in a tree re-stored each level's subtree.
    public mutating func modify(nodeAt offset: Int, _ change: (inout ResolvedNode) -> Void) {
        guard offset > 0 else { change(&self); return }
        // An offset past the subtree traps, as an index past an `Array`'s end does.
        precondition(offset <= descendants.count, "no node \(offset) places after this one")
        let position = descendants.start + offset - 1
        var node = node(atOffset: offset)
        let before = node.descendants.count
        change(&node)
        var records = ContiguousArray<Record>()
        records.reserveCapacity(descendants.count - before + node.descendants.count)
        records.append(contentsOf: descendants.records[descendants.start ..< position])
        node.append(to: &records)
        records.append(contentsOf: descendants.records[position + 1 + before ..< descendants.positions.upperBound])
        // The nodes whose subtrees hold the changed one count its new descendants.
        let change = Int32(node.descendants.count - before)
        if change != 0 {
            for ancestor in 0 ..< offset - 1 where ancestor + Int(records[ancestor].descendantCount) >= offset - 1 {
                records[ancestor].descendantCount += change
            }
        }
        descendants = Descendants(records: records, start: 0, count: records.count)
    }

    /// Changes the fields of this node and of every node below it with `change` (their
    /// children stay as they are), copying the storage once.
    mutating func modifyEach(_ change: (inout ResolvedNode) -> Void) {
        change(&self)
        guard !descendants.isEmpty else { return }
        var records = ContiguousArray(descendants.records[descendants.positions])
        for position in records.indices {
            var node = ResolvedNode(record: records[position], descendants: .none)
            change(&node)
            records[position] = node.record
        }
        descendants = Descendants(records: records, start: 0, count: records.count)
    }

    /// Printed and reflected as its fields and children, not as the flat storage it shares.
    public var customMirror: Mirror {
        Mirror(self, children: ["type": type, "id": id as Any, "text": text as Any, "modifiers": modifiers, "size": size,
                                "transform": transform, "opacity": opacity, "display": display, "children": children],
               displayStyle: .struct)
    }

    /// The node, then every node below it, depth first: the storage's order.
    public var subtree: [ResolvedNode] {
        [self] + descendants.positions.map { ResolvedNode(at: $0, in: descendants.records) }
    }

    /// The rotation of the node's transform, in degrees (counterclockwise on screen is negative).
    public var rotationDegrees: Double { atan2(transform.b, transform.a) * 180 / .pi }
}

extension ResolvedNode {
    /// A node as data.
    public init(type: String, id: String? = nil, text: String? = nil, views: [String] = [], modifiers: [String] = [], size: CGSize,
                transform: CGAffineTransform = .identity, opacity: Double = 1, display: NodeDisplay = NodeDisplay(),
                children: [ResolvedNode] = [], accessibility: AccessibilityProperties? = nil) {
        record = Record(type: type, size: size, opacity: opacity, display: display,
                        details: Details(Fields(id: id, text: text, views: views, modifiers: modifiers, accessibility: accessibility)),
                        transform: CompactTransform(transform), identity: Record.noIdentity)
        descendants = Descendants(flattening: children)
    }

    /// Resolves a placed layout node: its drawing is decided here, at its final size, so the
    /// tree can be drawn, encoded and interpolated without the behaviour. Most nodes draw
    /// nothing: their display is the empty default, which allocates nothing.
    ///
    /// `nodes`, the count its layout pass placed, sizes the storage: grown as it filled, the
    /// storage's last growth held the old array and the new at once, which was the pass's peak.
    ///
    /// `container` is the container shape the node is drawn in, with its frame in root space,
    /// where nodes are placed (a device's screen; `ContainerShapeContext`).
    init(_ node: LayoutNode, opacity parentOpacity: Double, nodes: Int, container: ContainerShapeContext? = nil) {
        var records = ContiguousArray<Record>()
        records.reserveCapacity(nodes)
        _ = Self.resolve(node, opacity: parentOpacity, container: container, into: &records)
        self.init(at: 0, in: records)
    }

    /// Resolves `node`'s subtree at the end of `records`, depth first, and returns its
    /// effective z-index (its own, else that of the single view it wraps), which its parent
    /// orders its children by: known here, it is not read back from each resolved child.
    /// A node inside a container shape is drawn with it, in the node's coordinates, as
    /// `ContainerShapeContext.current`.
    private static func resolve(_ node: LayoutNode, opacity parentOpacity: Double, container outer: ContainerShapeContext?,
                                into records: inout ContiguousArray<Record>) -> Double {
        let type = node.name, size = node.size
        var container = outer
        if node.roles.contains(.containerShape), let shape = node.behavior.containerShape {
            container = ContainerShapeContext(shape: shape, frame: node.frame)
        }
        let display = container.map { context in
            ContainerShapeContext.$current.withValue(context.entering(node.storedTransform.transform)) { node.display(size: size) }
        } ?? node.display(size: size)
        let opacity = parentOpacity * display.opacity
        var subviews = node.subviews
        if node.drawsLastSubviewFirst, let last = subviews.popLast() { subviews.insert(last, at: 0) }
        let text = node.textContent
        let details: Details?
        if node.hasAttachments || text != nil {
            let views = node.composites.isEmpty ? [] : node.composites.reversed().map { TypeNames.shared.name($0) }.filter { $0 != type }
            let modifiers = node.effects.isEmpty ? [] : node.effects.reversed().map(\.name)
            details = Details(Fields(id: node.identifier, text: text, views: views, modifiers: modifiers,
                                     accessibility: node.accessibility))
        } else {
            details = nil
        }
        let index = records.count
        records.append(Record(type: type, size: size, opacity: opacity, display: display, details: details, transform: node.storedTransform,
                              identity: node.identity.map { Int32(truncatingIfNeeded: $0) } ?? Record.noIdentity))
        var zIndices: [Double] = [], resolved = 0
        subviews.forEach { subview in
            let zIndex = resolve(subview, opacity: opacity, container: container, into: &records)
            // The indices are kept only once one is not 0 (almost never), earlier ones as 0.
            if zIndex != 0 || !zIndices.isEmpty {
                if zIndices.isEmpty { zIndices = Array(repeating: 0, count: resolved) }
                zIndices.append(zIndex)
            }
            resolved += 1
        }
        records[index].descendantCount = Int32(records.count - index - 1)
        if !zIndices.isEmpty { orderChildren(of: index, byZIndices: zIndices, in: &records) }
        return display.zIndex ?? (subviews.count == 1 ? (zIndices.first ?? 0) : 0)
    }

    /// Reorders the subtrees of the children of the record at `index` stably by z-index.
    private static func orderChildren(of index: Int, byZIndices zIndices: [Double], in records: inout ContiguousArray<Record>) {
        let end = index + 1 + Int(records[index].descendantCount)
        var subtrees: [Range<Int>] = [], position = index + 1
        while position < end {
            let next = position + 1 + Int(records[position].descendantCount)
            subtrees.append(position ..< next)
            position = next
        }
        let ordered = subtrees.sorted(byZIndices: zIndices).flatMap { records[$0] }
        records.replaceSubrange(index + 1 ..< end, with: ordered)
    }
}
