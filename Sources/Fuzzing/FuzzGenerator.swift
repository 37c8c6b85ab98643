/// Random scenes. Each tree is a function of (seed, index) only, so a campaign is reproducible and
/// a failure is named by two numbers. Trees stay small enough to render many per second (a budget
/// of nodes per tree), with now and then a deep chain of modifiers, a huge canvas or an empty one.
public struct FuzzGenerator {
    public var random: FuzzRandom
    /// Nodes left to spend on this tree.
    private var budget: Int

    /// `extremes: false` draws only the numbers ordinary code writes (no NaN, infinities, huge
    /// magnitudes or negatives), for a campaign that must find nothing.
    public init(seed: UInt64, index: Int, extremes: Bool = true) {
        random = FuzzRandom(seed: seed, index: index)
        random.extremes = extremes
        budget = 0
    }

    public mutating func tree() -> FuzzTree {
        budget = random.pick([4, 10, 24, 48])
        var root = node(depth: 0)
        if random.extremes, random.chance(0.01) {
            // A chain deeper than real code writes: the depth limit, not the stack, must stop it.
            for _ in 0..<Int.random(in: 200...1_200, using: &random) { root = .modified(root, .padding(1)) }
        }
        let (width, height) = canvas()
        return FuzzTree(root: root, width: width, height: height, scale: random.pick([1, 2, 3]),
                        sizesToFit: random.chance(0.1),
                        scrollOffset: random.chance(0.3)
                            ? FuzzPoint(x: random.length(extreme: 0.2), y: random.length(typical: 2_000, extreme: 0.2)) : nil,
                        dark: random.chance(0.3), rightToLeft: random.chance(0.2))
    }

    /// From 0x0 to 64 megapixels (at 1x); mostly phone sized.
    private mutating func canvas() -> (Double, Double) {
        switch Int.random(in: 0..<100, using: &random) {
        case 0: return (0, 0)
        case 1: return (Double(Int.random(in: 0...3, using: &random)), Double(Int.random(in: 0...3, using: &random)))
        case 2 where random.extremes: return (8_000, 8_000)
        case 3 where random.extremes: return (Double(Int.random(in: 1...30_000, using: &random)), 1)
        default: return (Double(Int.random(in: 1...500, using: &random)), Double(Int.random(in: 1...900, using: &random)))
        }
    }

    mutating func node(depth: Int) -> FuzzNode {
        budget -= 1
        let leafOnly = budget <= 0 || depth > 8
        let roll = Int.random(in: 0..<(leafOnly ? 8 : 14), using: &random)
        var result: FuzzNode
        switch roll {
        case 0: result = .color(color())
        case 1: result = .shape(random.pick(FuzzShapeKind.allCases), paint(), shapeStyle())
        case 2: result = .path(pathElements(), paint(), shapeStyle())
        case 3: result = .text(random.text(), fontSize: random.chance(0.5) ? random.length(typical: 60, extreme: 0.1) : nil,
                               lineLimit: random.chance(0.3) ? Int.random(in: -1...3, using: &random) : nil)
        case 4: result = .symbol(random.symbolName(), fontSize: random.length(typical: 80, extreme: 0.1))
        case 5: result = .spacer(minLength: random.optionalLength(typical: 50))
        case 6: result = .divider
        case 7: result = .control(leafControl(), [])
        case 8, 9: result = .stack(random.pick(FuzzStackKind.allCases), spacing: random.optionalLength(typical: 30), children(depth))
        case 10: result = .geometry(node(depth: depth + 1), fx: random.fraction(), fy: random.fraction())
        case 11: result = .scroll(horizontal: random.chance(0.3), children(depth))
        default: result = containerControl(depth)
        }
        for _ in 0..<Int.random(in: 0...(random.chance(0.2) ? 6 : 2), using: &random) {
            result = .modified(result, modifier(depth))
        }
        return result
    }

    /// A control that holds no views, with the values its parameters take in ordinary code (and,
    /// with `extremes`, the numbers that break arithmetic).
    private mutating func leafControl() -> FuzzControl {
        func index(_ options: [String]) -> Int { Int.random(in: 0..<options.count, using: &random) }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .button(title: random.text(), style: index(FuzzControl.buttonStyles), role: index(FuzzControl.roles))
        case 1: return .toggle(title: random.text(), isOn: random.chance(0.5), style: index(FuzzControl.toggleStyles))
        case 2: return .slider(value: random.length(typical: 100), lower: random.length(typical: 10), upper: random.length(typical: 100),
                               step: random.chance(0.3) ? random.length(typical: 10) : nil)
        case 3: return .stepper(title: random.text(), value: Int.random(in: -5...20, using: &random),
                                lower: Int.random(in: -5...5, using: &random), upper: Int.random(in: 0...20, using: &random))
        case 4: return .picker(options: (0..<Int.random(in: 0...5, using: &random)).map { _ in random.text() },
                               selection: Int.random(in: -1...5, using: &random), style: index(FuzzControl.pickerStyles))
        case 5: return .progress(value: random.chance(0.3) ? nil : random.fraction(),
                                 total: random.chance(0.7) ? 1 : random.length(typical: 10))
        case 6: return .gauge(value: random.fraction(), lower: random.chance(0.7) ? 0 : random.length(typical: 10),
                              upper: random.chance(0.7) ? 1 : random.length(typical: 100))
        case 7: return .textField(prompt: random.text(), text: random.chance(0.5) ? "" : random.text(),
                                  style: index(FuzzControl.textFieldStyles), secure: random.chance(0.2))
        case 8: return .datePicker(seconds: random.extremes && random.chance(0.1) ? random.length(extreme: 1)
                                       : Double(Int.random(in: 0...1_000_000_000, using: &random)),
                                   style: index(FuzzControl.datePickerStyles))
        default: return .menu(title: random.text(), items: (0..<Int.random(in: 0...4, using: &random)).map { _ in random.text() })
        }
    }

    /// A container or presentation with views of its own.
    private mutating func containerControl(_ depth: Int) -> FuzzNode {
        func index(_ options: [String]) -> Int { Int.random(in: 0..<options.count, using: &random) }
        func roles() -> [Int] { (0..<Int.random(in: 0...4, using: &random)).map { _ in index(FuzzControl.roles) } }
        let control: FuzzControl
        var content: [FuzzNode]
        switch Int.random(in: 0..<9, using: &random) {
        case 0: control = .disclosure(title: random.text(), expanded: random.chance(0.6)); content = children(depth)
        case 1: control = .list(style: index(FuzzControl.listStyles)); content = children(depth)
        case 2: control = .form; content = children(depth)
        case 3:
            control = .navigation(title: random.text(), displayMode: index(FuzzControl.displayModes), toolbar: random.chance(0.4))
            content = [node(depth: depth + 1)]
        case 4: control = .tabs(selection: Int.random(in: -1...3, using: &random)); content = children(depth)
        case 5:
            control = .sheet(detent: index(FuzzControl.detents), fullScreen: random.chance(0.25))
            content = [node(depth: depth + 1), node(depth: depth + 1)]
        case 6: control = .popover; content = [node(depth: depth + 1), node(depth: depth + 1)]
        case 7: control = .alert(title: random.text(), message: random.chance(0.5) ? random.text() : nil, roles: roles())
            content = [node(depth: depth + 1)]
        default:
            control = .confirmationDialog(title: random.text(), titleVisible: random.chance(0.5), roles: roles())
            content = [node(depth: depth + 1)]
        }
        return .control(control, content)
    }

    private mutating func children(_ depth: Int) -> [FuzzNode] {
        let count = random.chance(0.05) ? Int.random(in: 20...300, using: &random) : Int.random(in: 0...4, using: &random)
        return (0..<count).map { _ in node(depth: depth + 1) }
    }

    private mutating func modifier(_ depth: Int) -> FuzzModifier {
        switch Int.random(in: 0..<21, using: &random) {
        case 0: return .frame(width: random.optionalLength(), height: random.optionalLength())
        case 1:
            return .flexibleFrame(minWidth: random.optionalLength(), idealWidth: random.chance(0.8) ? nil : random.length(),
                                  maxWidth: random.chance(0.4) ? .infinity : random.optionalLength(),
                                  minHeight: random.optionalLength(), idealHeight: random.chance(0.8) ? nil : random.length(),
                                  maxHeight: random.chance(0.4) ? .infinity : random.optionalLength(),
                                  alignment: Int.random(in: 0..<9, using: &random))
        case 2: return .padding(random.length(typical: 40))
        case 3: return .offset(x: random.length(typical: 100), y: random.length(typical: 100))
        case 4: return .position(x: random.length(), y: random.length())
        case 5: return .rotation(degrees: random.degrees())
        case 6: return .scale(x: random.fraction() * 3, y: random.chance(0.7) ? 1 : random.fraction() * 3)
        case 7: return .opacity(random.fraction())
        case 8: return .blur(radius: random.length(typical: 20, extreme: 0.15))
        case 9: return .shadow(radius: random.length(typical: 20, extreme: 0.15), x: random.length(typical: 10),
                               y: random.length(typical: 10))
        case 10: return .clipShape(random.pick(FuzzShapeKind.allCases))
        case 11: return .clipped
        case 12: return .cornerRadius(random.length(typical: 30))
        case 13: budget -= 1; return .background(node(depth: depth + 1))
        case 14: budget -= 1; return .overlay(node(depth: depth + 1))
        case 15: return .fixedSize(horizontal: random.chance(0.5), vertical: random.chance(0.5))
        case 16: return .layoutPriority(random.length(typical: 2))
        case 17: return .aspectRatio(random.chance(0.3) ? nil : random.fraction() * 3, fill: random.chance(0.5))
        case 18: return .foreground(color())
        case 19: return .font(size: random.length(typical: 60, extreme: 0.15))
        default: return .lineLimit(random.chance(0.3) ? nil : Int.random(in: -1...4, using: &random))
        }
    }

    private mutating func color() -> FuzzColor {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return FuzzColor(kind: .rgb, a: random.fraction(), b: random.fraction(), c: random.fraction(), opacity: random.fraction())
        case 1: return FuzzColor(kind: .hsb, a: random.fraction(), b: random.fraction(), c: random.fraction(), opacity: random.fraction())
        default: return FuzzColor(kind: .named, name: random.pick(["red", "blue", "green", "primary", "secondary", "clear",
                                                                   "accentColor", "gray"]))
        }
    }

    private mutating func stops() -> [FuzzStop] {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in FuzzStop(color: color(), location: random.fraction()) }
    }

    private mutating func point() -> FuzzPoint { FuzzPoint(x: random.fraction(), y: random.fraction()) }

    private mutating func paint() -> FuzzPaint {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .linear(stops(), start: point(), end: point())
        case 1: return .radial(stops(), center: point(), startRadius: random.length(typical: 100), endRadius: random.length(typical: 200))
        case 2: return .angular(stops(), center: point(), startAngle: random.degrees(), endAngle: random.degrees())
        default: return .color(color())
        }
    }

    private mutating func shapeStyle() -> FuzzShapeStyle {
        guard random.chance(0.4) else {
            return FuzzShapeStyle(trim: random.chance(0.1) ? [random.fraction(), random.fraction()] : nil,
                                  cornerRadius: random.length(typical: 40))
        }
        let dash = random.chance(0.3) ? (0..<Int.random(in: 1...4, using: &random)).map { _ in random.length(typical: 20) } : []
        return FuzzShapeStyle(stroke: true, lineWidth: random.length(typical: 20), dash: dash, dashPhase: random.length(typical: 10),
                              trim: random.chance(0.2) ? [random.fraction(), random.fraction()] : nil,
                              cornerRadius: random.length(typical: 40))
    }

    private mutating func pathPoint() -> FuzzPoint { FuzzPoint(x: random.length(), y: random.length()) }

    private mutating func pathElements() -> [FuzzPathElement] {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return .move(pathPoint())
            case 1: return .line(pathPoint())
            case 2: return .quad(pathPoint(), control: pathPoint())
            case 3: return .curve(pathPoint(), control1: pathPoint(), control2: pathPoint())
            case 4: return .arc(center: pathPoint(), radius: random.length(), startAngle: random.degrees(), endAngle: random.degrees(),
                                clockwise: random.chance(0.5))
            case 5: return .rect(pathPoint(), width: random.length(), height: random.length())
            case 6: return .ellipse(pathPoint(), width: random.length(), height: random.length())
            default: return .close
            }
        }
    }
}
