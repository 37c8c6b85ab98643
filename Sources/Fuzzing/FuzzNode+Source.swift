/// A fuzz tree as Swift source a reader can paste into a test: the views and modifiers the tree
/// builds (`FuzzNode.view`), indented, with non-finite numbers spelled `.nan` and `.infinity`.
extension FuzzTree {
    public var source: String {
        var lines = ["// canvas \(number(width))x\(number(height)) @\(number(scale))x" + (sizesToFit ? ", sizes to fit" : "")
                     + (scrollOffset.map { ", scroll offset (\(number($0.x)), \(number($0.y)))" } ?? "")
                     + (dark ? ", dark" : "") + (rightToLeft ? ", right to left" : "")]
        lines += root.source
        return lines.joined(separator: "\n")
    }
}

extension FuzzNode {
    /// The lines of the view's source, the first unindented.
    public var source: [String] {
        switch self {
        case .color(let color): return [color.source]
        case .shape(let kind, let paint, let style): return [kind.source(style) + style.source(paint)]
        case .path(let elements, let paint, let style):
            return ["Path { p in"] + elements.map { "    p." + $0.source } + ["}" + style.source(paint)]
        case .text(let string, let fontSize, let lineLimit):
            return ["Text(verbatim: \(literal(string)))" + (fontSize.map { ".font(.system(size: \(number($0))))" } ?? "")
                    + (lineLimit.map { ".lineLimit(\($0))" } ?? "")]
        case .symbol(let name, let fontSize): return ["Image(systemName: \(literal(name))).font(.system(size: \(number(fontSize))))"]
        case .spacer(let minLength): return ["Spacer(minLength: \(optional(minLength)))"]
        case .divider: return ["Divider()"]
        case .stack(let kind, let spacing, let children):
            let name = ["vStack": "VStack", "hStack": "HStack", "zStack": "ZStack",
                        "lazyVStack": "LazyVStack", "lazyHStack": "LazyHStack"][kind.rawValue]!
            return block(kind == .zStack ? "ZStack {" : "\(name)(spacing: \(optional(spacing))) {", children)
        case .scroll(let horizontal, let children):
            return block(horizontal ? "ScrollView(.horizontal) { HStack {" : "ScrollView { VStack {", children, close: "} }")
        case .geometry(let child, let fx, let fy):
            return ["GeometryReader { proxy in"] + child.source.indented
                + ["    .frame(width: proxy.size.width * \(number(fx)), height: proxy.size.height * \(number(fy)))", "}"]
        case .modified(let child, let modifier):
            var lines = child.source
            let modifierLines = modifier.source
            lines += ["    " + modifierLines[0]] + modifierLines.dropFirst().map { "    " + $0 }
            return lines
        case .control(let control, let content): return control.source(content)
        }
    }

    private func block(_ open: String, _ children: [FuzzNode], close: String = "}") -> [String] {
        [open] + children.flatMap { $0.source.indented } + [close]
    }
}

extension FuzzModifier {
    var source: [String] {
        switch self {
        case .frame(let width, let height): return [".frame(width: \(optional(width)), height: \(optional(height)))"]
        case .flexibleFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            let names = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
            return [".frame(minWidth: \(optional(minWidth)), idealWidth: \(optional(idealWidth)), maxWidth: \(optional(maxWidth)), "
                    + "minHeight: \(optional(minHeight)), idealHeight: \(optional(idealHeight)), maxHeight: \(optional(maxHeight)), "
                    + "alignment: .\(names[alignment % names.count]))"]
        case .padding(let length): return [".padding(\(number(length)))"]
        case .offset(let x, let y): return [".offset(x: \(number(x)), y: \(number(y)))"]
        case .position(let x, let y): return [".position(x: \(number(x)), y: \(number(y)))"]
        case .rotation(let degrees): return [".rotationEffect(.degrees(\(number(degrees))))"]
        case .scale(let x, let y): return [".scaleEffect(x: \(number(x)), y: \(number(y)))"]
        case .opacity(let opacity): return [".opacity(\(number(opacity)))"]
        case .blur(let radius): return [".blur(radius: \(number(radius)))"]
        case .shadow(let radius, let x, let y): return [".shadow(radius: \(number(radius)), x: \(number(x)), y: \(number(y)))"]
        case .clipShape(let kind): return [".clipShape(\(kind.source(FuzzShapeStyle(cornerRadius: 12))))"]
        case .clipped: return [".clipped()"]
        case .cornerRadius(let radius): return [".cornerRadius(\(number(radius)))"]
        case .background(let node): return [".background("] + node.source.indented + [")"]
        case .overlay(let node): return [".overlay("] + node.source.indented + [")"]
        case .fixedSize(let horizontal, let vertical): return [".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"]
        case .layoutPriority(let priority): return [".layoutPriority(\(number(priority)))"]
        case .aspectRatio(let ratio, let fill): return [".aspectRatio(\(optional(ratio)), contentMode: .\(fill ? "fill" : "fit"))"]
        case .foreground(let color): return [".foregroundColor(\(color.source))"]
        case .font(let size): return [".font(.system(size: \(number(size))))"]
        case .lineLimit(let limit): return [".lineLimit(\(limit.map(String.init) ?? "nil"))"]
        }
    }
}

extension FuzzShapeKind {
    func source(_ style: FuzzShapeStyle) -> String {
        switch self {
        case .rectangle: return "Rectangle()"
        case .circle: return "Circle()"
        case .ellipse: return "Ellipse()"
        case .capsule: return "Capsule()"
        case .roundedRectangle: return "RoundedRectangle(cornerRadius: \(number(style.cornerRadius)))"
        }
    }
}

extension FuzzShapeStyle {
    func source(_ paint: FuzzPaint) -> String {
        let trimmed = trim.map { ".trim(from: \(number($0[0])), to: \(number($0[1])))" } ?? ""
        guard stroke else { return trimmed + ".fill(\(paint.source))" }
        return trimmed + ".stroke(\(paint.source), style: StrokeStyle(lineWidth: \(number(lineWidth)), "
            + "dash: [\(dash.map(number).joined(separator: ", "))], "
            + "dashPhase: \(number(dashPhase))))"
    }
}

extension FuzzPaint {
    var source: String {
        func stops(_ stops: [FuzzStop]) -> String {
            "Gradient(stops: ["
                + stops.map { ".init(color: \($0.color.source), location: \(number($0.location)))" }
                    .joined(separator: ", ")
                + "])"
        }
        switch self {
        case .color(let color): return color.source
        case .linear(let s, let start, let end):
            return "LinearGradient(gradient: \(stops(s)), startPoint: \(start.unitSource), endPoint: \(end.unitSource))"
        case .radial(let s, let center, let startRadius, let endRadius):
            return "RadialGradient(gradient: \(stops(s)), center: \(center.unitSource), "
                + "startRadius: \(number(startRadius)), endRadius: \(number(endRadius)))"
        case .angular(let s, let center, let startAngle, let endAngle):
            return "AngularGradient(gradient: \(stops(s)), center: \(center.unitSource), startAngle: .degrees(\(number(startAngle))), "
                + "endAngle: .degrees(\(number(endAngle))))"
        }
    }
}

extension FuzzColor {
    var source: String {
        switch kind {
        case .rgb: return "Color(red: \(number(a)), green: \(number(b)), blue: \(number(c)), opacity: \(number(opacity)))"
        case .hsb: return "Color(hue: \(number(a)), saturation: \(number(b)), brightness: \(number(c)), opacity: \(number(opacity)))"
        case .named:
            return "Color.\(["red", "blue", "green", "primary", "secondary", "accentColor", "gray"].contains(name) ? name : "clear")"
        }
    }
}

extension FuzzPoint {
    var source: String { "CGPoint(x: \(number(x)), y: \(number(y)))" }
    var unitSource: String { "UnitPoint(x: \(number(x)), y: \(number(y)))" }
}

extension FuzzPathElement {
    var source: String {
        switch self {
        case .move(let p): return "move(to: \(p.source))"
        case .line(let p): return "addLine(to: \(p.source))"
        case .quad(let p, let control): return "addQuadCurve(to: \(p.source), control: \(control.source))"
        case .curve(let p, let c1, let c2): return "addCurve(to: \(p.source), control1: \(c1.source), control2: \(c2.source))"
        case .arc(let center, let radius, let start, let end, let clockwise):
            return "addArc(center: \(center.source), radius: \(number(radius)), startAngle: .degrees(\(number(start))), "
                + "endAngle: .degrees(\(number(end))), clockwise: \(clockwise))"
        case .rect(let o, let w, let h):
            return "addRect(CGRect(x: \(number(o.x)), y: \(number(o.y)), width: \(number(w)), height: \(number(h))))"
        case .ellipse(let o, let w, let h):
            return "addEllipse(in: CGRect(x: \(number(o.x)), y: \(number(o.y)), width: \(number(w)), height: \(number(h))))"
        case .close: return "closeSubpath()"
        }
    }
}

extension Array where Element == String {
    var indented: [String] { map { "    " + $0 } }
}

/// A number as Swift source: `.nan`, `.infinity`, whole numbers without a fraction.
func number(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return value.sign == .minus && value == 0 ? "-0.0" : String(Int(value)) }
    return "\(value)"
}

func optional(_ value: Double?) -> String { value.map(number) ?? "nil" }

/// A Swift string literal: printable ASCII as is, everything else as `\u{…}` escapes, so the
/// reproducer survives copying through any terminal.
func literal(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case " "..."~": result.unicodeScalars.append(scalar)
        default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
    return result + "\""
}
