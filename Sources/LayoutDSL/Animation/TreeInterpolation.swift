/// Frames of running animations are the settled tree with each animated number moved back
/// along the animations that changed it. Trees are plain data, so this reads and writes data
/// only: nothing is laid out or asked of a behaviour again.
///
/// Several animations at once follow SwiftUI's rules for a value a new animation targets while
/// another still moves it (see `Animation.Combining`): springs replace the spring before them
/// and keep its velocity; interpolating springs add their change to what the others show; any
/// other animation runs from what the older ones show at each moment to its own target, the
/// combination SwiftUI's `DefaultCombiningAnimation` makes as reconstructed by OpenSwiftUI
/// (OpenSwiftUIProject/OpenSwiftUI@a591a43 Sources/OpenSwiftUICore/Animation/Animation/DefaultCombiningAnimation.swift).
/// Either way the value starts where it was drawn. A number one animation did not change follows
/// only the animations that did, so two `withAnimation` calls on different state animate each
/// view with its own curve.
struct AnimationStep<Value> {
    /// The settled value before the change and after it.
    let from: Value
    let to: Value
    let animation: Animation
    /// Seconds since the change.
    let elapsed: TimeInterval
    /// The animations of subtrees with their own (`.animation(_:value:)`), by node identity.
    var scoped: [Int: Animation] = [:]

    /// How far the animation has got (0 at the change, 1 when over; springs overshoot).
    var progress: CGFloat { CGFloat(animation.progress(at: elapsed)) }

    func with<Other>(from: Other, to: Other) -> AnimationStep<Other> {
        AnimationStep<Other>(from: from, to: to, animation: animation, elapsed: elapsed, scoped: scoped)
    }
}

extension Array where Element == CGFloat {
    /// These numbers (the settled ones) as the steps show them, number by number, through the
    /// steps that changed each (see `AnimationStep.chain`); whatever changed a number since the
    /// last of them without an animation is added on top.
    func combined(_ steps: [AnimationStep<[CGFloat]>]) -> [CGFloat] {
        var result = self
        var changing: [AnimationStep<[CGFloat]>] = []
        for index in indices {
            changing.removeAll(keepingCapacity: true)
            for step in steps where step.from[index] != step.to[index] { changing.append(step) }
            guard let last = changing.last else { continue }
            let number = changing.map { $0.with(from: $0.from[index], to: $0.to[index]) }
            result[index] = AnimationStep.chain(number) + self[index] - last.to[index]
        }
        return result
    }
}

extension ResolvedNode {
    /// The node as the running animations show it. Each step pairs the node with itself in
    /// the trees before and after one change (see `child(pairedWith:at:)`); a node missing
    /// from either, or of another type there, is shown as it settled for that step.
    func presented(_ steps: [AnimationStep<ResolvedNode>]) -> ResolvedNode {
        let steps = steps.filter { $0.from.type == type && $0.to.type == type }
        guard !steps.isEmpty else { return self }
        var node = self
        node.geometry = geometry.combined(steps.map { $0.with(from: $0.from.geometry, to: $0.to.geometry) })
        node.display = node.display.presented(steps.map { $0.with(from: $0.from.display, to: $0.to.display) })
        // Each tree's children read once: `children` makes its array on every read.
        let paired = steps.map { (from: $0.from.children, to: $0.to.children) }
        node.children = children.enumerated().map { index, child in
            child.presented(zip(steps, paired).compactMap { step, children in
                guard let from = children.from.child(pairedWith: child, at: index),
                      let to = children.to.child(pairedWith: child, at: index) else { return nil }
                return AnimationStep(from: from, to: to, animation: child.identity.flatMap { step.scoped[$0] } ?? step.animation,
                                     elapsed: step.elapsed, scoped: step.scoped)
            })
        }
        node.crossFadeText(steps)
        return node
    }

    /// A text whose content changed in a step still running cross-fades from the old text to
    /// the new: both are drawn, as children without children of their own, at opacities that
    /// add up to the node's (SwiftUI draws content changes with the `.opacity` content
    /// transition unless told otherwise; `.numericText()` is drawn the same way, an estimate).
    private mutating func crossFadeText(_ steps: [AnimationStep<ResolvedNode>]) {
        guard display.content.contains(where: { if case .text = $0 { return true } else { return false } }),
              let step = steps.last(where: { !$0.from.display.drawsLike($0.to.display.content) }) else { return }
        let progress = Double(min(max(step.progress, 0), 1))
        guard progress < 1 else { return }
        // The node keeps its own group opacity and effects; each text composites at its share.
        func ghost(_ text: String?, _ content: [DisplayItem], _ share: Double) -> ResolvedNode {
            var node = self
            node.children = []
            node.identity = nil
            node.text = text
            node.opacity *= share
            node.display = NodeDisplay(content: content)
            node.display.opacity = share
            return node
        }
        let old = ghost(step.from.text, step.from.display.content, 1 - progress), new = ghost(text, display.content, progress)
        display.content = []
        children.insert(contentsOf: [old, new], at: 0)
    }


    /// Size, transform and opacities, the numbers every node animates.
    var geometry: [CGFloat] {
        get {
            let t = transform
            return [size.width, size.height, t.a, t.b, t.c, t.d, t.tx, t.ty, CGFloat(opacity), CGFloat(display.opacity)]
        }
        set {
            size = CGSize(width: newValue[0], height: newValue[1])
            transform = CGAffineTransform(a: newValue[2], b: newValue[3], c: newValue[4], d: newValue[5], tx: newValue[6], ty: newValue[7])
            opacity = Double(newValue[8])
            display.opacity = Double(newValue[9])
        }
    }
}

extension NodeDisplay {
    /// The drawing as the steps show it: paths point by point, shape rectangles and image
    /// rectangles where every tree draws the same items with the same structure, and a
    /// shape's `animatableData` through the same combination (so a custom `Shape` draws its
    /// path at the interpolated value, as SwiftUI re-evaluates `path(in:)` on every frame).
    /// Anything else (text, items that changed kind or paint) is drawn as it settled.
    func presented(_ steps: [AnimationStep<NodeDisplay>]) -> NodeDisplay {
        var display = self
        if !content.isEmpty, steps.allSatisfy({ $0.from.drawsLike(content) && $0.to.drawsLike(content) }) {
            let numbers = content.flatMap(\.components).combined(steps.map {
                $0.with(from: $0.from.content.flatMap(\.components), to: $0.to.content.flatMap(\.components))
            })
            var offset = 0
            display.content = content.enumerated().map { index, item in
                let count = item.components.count
                defer { offset += count }
                return item.with(components: numbers[offset..<offset + count])
                    .withShape(steps.map { $0.with(from: $0.from.content[index], to: $0.to.content[index]) })
            }
        }
        if let clip, steps.allSatisfy({ $0.from.clip.map { clip.path.hasStructure(of: $0.path) && $0.style == clip.style } ?? false
                                        && $0.to.clip.map { clip.path.hasStructure(of: $0.path) && $0.style == clip.style } ?? false }) {
            let numbers = clip.path.components.combined(
                steps.map { $0.with(from: $0.from.clip!.path.components, to: $0.to.clip!.path.components) })
            display.clip = ClipShape(path: clip.path.with(components: numbers[...]), style: clip.style)
        }
        return display
    }

    func drawsLike(_ items: [DisplayItem]) -> Bool {
        content.count == items.count && zip(content, items).allSatisfy { $0.hasStructure(of: $1) }
    }
}

extension DisplayItem {
    /// Whether the item draws the same way as `other` with other numbers.
    func hasStructure(of other: DisplayItem) -> Bool {
        switch (self, other) {
        case let (.fill(a, style, paint), .fill(b, otherStyle, otherPaint)):
            return style == otherStyle && paint == otherPaint && a.hasStructure(of: b)
        case let (.stroke(a, style, paint), .stroke(b, otherStyle, otherPaint)):
            return style == otherStyle && paint == otherPaint && a.hasStructure(of: b)
        case let (.shape(a, mode, paint), .shape(b, otherMode, otherPaint)):
            return mode == otherMode && paint == otherPaint && type(of: a.shape) == type(of: b.shape)
        case let (.image(image, _, sampling), .image(otherImage, _, otherSampling)):
            return image === otherImage && sampling == otherSampling
        case let (.text(a), .text(b)): return a === b
        default: return false
        }
    }

    /// The numbers that animate: path points, or the rectangle a shape or image is drawn in.
    var components: [CGFloat] {
        switch self {
        case let .fill(path, _, _), let .stroke(path, _, _): return path.components
        case let .shape(outline, _, _): return outline.rect.components
        case let .image(_, rect, _): return rect.components
        // A Canvas's drawing is redrawn by its renderer, not interpolated.
        case .text, .group: return []
        }
    }

    func with(components numbers: ArraySlice<CGFloat>) -> DisplayItem {
        switch self {
        case let .fill(path, style, paint): return .fill(path.with(components: numbers), style, paint)
        case let .stroke(path, style, paint): return .stroke(path.with(components: numbers), style, paint)
        case .shape(var outline, let mode, let paint):
            outline.rect = CGRect(components: numbers)
            return .shape(outline, mode, paint)
        case let .image(image, _, sampling): return .image(image, CGRect(components: numbers), sampling)
        case .text, .group: return self
        }
    }

    /// A shape item with its shape's `animatableData` combined over the steps.
    func withShape(_ steps: [AnimationStep<DisplayItem>]) -> DisplayItem {
        guard case let .shape(outline, mode, paint) = self else { return self }
        let shapes = steps.compactMap { step -> AnimationStep<any Shape>? in
            guard case let .shape(from, _, _) = step.from, case let .shape(to, _, _) = step.to else { return nil }
            return step.with(from: from.shape, to: to.shape)
        }
        var combined = outline
        combined.shape = combinedShape(outline.shape, shapes)
        return .shape(combined, mode, paint)
    }
}

/// `shape` with its `animatableData` moved back along the steps that changed it, each running
/// from what the older ones show to its target (the data is one value: it changed or it did not).
private func combinedShape<S: Shape>(_ shape: S, _ steps: [AnimationStep<any Shape>]) -> any Shape {
    var value: S.AnimatableData?, target = shape.animatableData
    for step in steps {
        guard let from = (step.from as? S)?.animatableData, let to = (step.to as? S)?.animatableData, from != to else { continue }
        let start = value ?? from
        value = start + (to - start).scaled(by: Double(step.progress))
        target = to
    }
    guard let value else { return shape }
    var copy = shape
    copy.animatableData = value + (shape.animatableData - target)
    return copy
}

extension Path {
    /// Whether the paths have the same elements, point for point.
    func hasStructure(of other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        return zip(elements, other.elements).allSatisfy { a, b in
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): return true
            default: return false
            }
        }
    }

    /// Every point's coordinates, element by element.
    var components: [CGFloat] {
        var numbers: [CGFloat] = []
        numbers.reserveCapacity(elements.count * 2)
        for element in elements {
            switch element {
            case let .move(p), let .line(p): numbers += [p.x, p.y]
            case let .quadCurve(p, c): numbers += [p.x, p.y, c.x, c.y]
            case let .curve(p, c1, c2): numbers += [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case .closeSubpath: break
            }
        }
        return numbers
    }

    /// The path with its points replaced by `numbers`, in the order of `components`.
    func with(components numbers: ArraySlice<CGFloat>) -> Path {
        var index = numbers.startIndex
        func point() -> CGPoint {
            defer { index += 2 }
            return CGPoint(x: numbers[index], y: numbers[index + 1])
        }
        return Path(elements: elements.map { element in
            switch element {
            case .move: return .move(to: point())
            case .line: return .line(to: point())
            case .quadCurve: let p = point(); return .quadCurve(to: p, control: point())
            case .curve: let p = point(), c1 = point(); return .curve(to: p, control1: c1, control2: point())
            case .closeSubpath: return .closeSubpath
            }
        })
    }
}

extension CGRect {
    fileprivate var components: [CGFloat] { [minX, minY, width, height] }
    fileprivate init(components n: ArraySlice<CGFloat>) {
        let i = n.startIndex
        self.init(x: n[i], y: n[i + 1], width: n[i + 2], height: n[i + 3])
    }
}

extension [ResolvedNode] {
    /// The child among these (a node's children) that is `child` in another tree: the one made
    /// by the same view, so inserting or removing a sibling pairs each view with itself; nodes
    /// built by hand (without identity) pair by position.
    func child(pairedWith child: ResolvedNode, at index: Int) -> ResolvedNode? {
        guard let identity = child.identity else { return index < count ? self[index] : nil }
        if index < count, self[index].identity == identity { return self[index] }
        return first { $0.identity == identity }
    }
}
