import LayoutDSL

/// A fuzz tree as the views it describes, each erased to `AnyView` so a tree of any shape is one
/// value; the same calls the printed source (`FuzzNode.source`) spells.
extension FuzzNode {
    public var view: AnyView {
        switch self {
        case .color(let color): return AnyView(color.color)
        case .shape(let kind, let paint, let style): return kind.view(paint: paint, style: style)
        case .path(let elements, let paint, let style): return FuzzPathShape(elements: elements).styled(paint, style)
        case .text(let string, let fontSize, let lineLimit):
            var text = Text(verbatim: string)
            if let fontSize { text = text.font(.system(size: CGFloat(fontSize))) }
            return lineLimit.map { AnyView(text.lineLimit($0)) } ?? AnyView(text)
        case .symbol(let name, let fontSize): return AnyView(Image(systemName: name).font(.system(size: CGFloat(fontSize))))
        case .spacer(let minLength): return AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
        case .divider: return AnyView(Divider())
        case .stack(let kind, let spacing, let children): return kind.view(spacing: spacing.map { CGFloat($0) }, children)
        case .scroll(let horizontal, let children):
            let content = ForEach(children.indices, id: \.self) { children[$0].view }
            return horizontal ? AnyView(ScrollView(.horizontal) { HStack { content } }) : AnyView(ScrollView { VStack { content } })
        case .geometry(let child, let fx, let fy):
            return AnyView(GeometryReader { proxy in
                child.view.frame(width: proxy.size.width * CGFloat(fx), height: proxy.size.height * CGFloat(fy))
            })
        case .modified(let child, let modifier): return modifier.apply(to: child.view)
        case .control(let control, let content): return control.view(content)
        }
    }
}

extension FuzzModifier {
    static let alignments: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom,
                                          .bottomTrailing]

    func apply(to view: AnyView) -> AnyView {
        func cg(_ value: Double?) -> CGFloat? { value.map { CGFloat($0) } }
        switch self {
        case .frame(let width, let height): return AnyView(view.frame(width: cg(width), height: cg(height)))
        case .flexibleFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            return AnyView(view.frame(minWidth: cg(minWidth), idealWidth: cg(idealWidth), maxWidth: cg(maxWidth),
                                      minHeight: cg(minHeight), idealHeight: cg(idealHeight), maxHeight: cg(maxHeight),
                                      alignment: Self.alignments[alignment % Self.alignments.count]))
        case .padding(let length): return AnyView(view.padding(CGFloat(length)))
        case .offset(let x, let y): return AnyView(view.offset(x: CGFloat(x), y: CGFloat(y)))
        case .position(let x, let y): return AnyView(view.position(x: CGFloat(x), y: CGFloat(y)))
        case .rotation(let degrees): return AnyView(view.rotationEffect(.degrees(degrees)))
        case .scale(let x, let y): return AnyView(view.scaleEffect(x: CGFloat(x), y: CGFloat(y)))
        case .opacity(let opacity): return AnyView(view.opacity(opacity))
        case .blur(let radius): return AnyView(view.blur(radius: CGFloat(radius)))
        case .shadow(let radius, let x, let y): return AnyView(view.shadow(radius: CGFloat(radius), x: CGFloat(x), y: CGFloat(y)))
        case .clipShape(let kind): return kind.clip(view)
        case .clipped: return AnyView(view.clipped())
        case .cornerRadius(let radius): return AnyView(view.cornerRadius(CGFloat(radius)))
        case .background(let node): return AnyView(view.background(node.view))
        case .overlay(let node): return AnyView(view.overlay(node.view))
        case .fixedSize(let horizontal, let vertical): return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .layoutPriority(let priority): return AnyView(view.layoutPriority(priority))
        case .aspectRatio(let ratio, let fill): return AnyView(view.aspectRatio(cg(ratio), contentMode: fill ? .fill : .fit))
        case .foreground(let color): return AnyView(view.foregroundColor(color.color))
        case .font(let size): return AnyView(view.font(.system(size: CGFloat(size))))
        case .lineLimit(let limit): return AnyView(view.lineLimit(limit))
        }
    }
}

extension FuzzColor {
    var color: Color {
        switch kind {
        case .rgb: return Color(red: a, green: b, blue: c, opacity: opacity)
        case .hsb: return Color(hue: a, saturation: b, brightness: c, opacity: opacity)
        case .named:
            switch name {
            case "red": return .red
            case "blue": return .blue
            case "green": return .green
            case "primary": return .primary
            case "secondary": return .secondary
            case "accentColor": return .accentColor
            case "gray": return .gray
            default: return .clear
            }
        }
    }
}

extension FuzzPoint {
    var unitPoint: UnitPoint { UnitPoint(x: CGFloat(x), y: CGFloat(y)) }
    var point: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension FuzzStackKind {
    func view(spacing: CGFloat?, _ children: [FuzzNode]) -> AnyView {
        let content = ForEach(children.indices, id: \.self) { children[$0].view }
        switch self {
        case .vStack: return AnyView(VStack(spacing: spacing) { content })
        case .hStack: return AnyView(HStack(spacing: spacing) { content })
        case .zStack: return AnyView(ZStack { content })
        case .lazyVStack: return AnyView(LazyVStack(spacing: spacing) { content })
        case .lazyHStack: return AnyView(LazyHStack(spacing: spacing) { content })
        }
    }
}

extension FuzzShapeKind {
    func view(paint: FuzzPaint, style: FuzzShapeStyle) -> AnyView {
        switch self {
        case .rectangle: return Rectangle().styled(paint, style)
        case .circle: return Circle().styled(paint, style)
        case .ellipse: return Ellipse().styled(paint, style)
        case .capsule: return Capsule().styled(paint, style)
        case .roundedRectangle: return RoundedRectangle(cornerRadius: CGFloat(style.cornerRadius)).styled(paint, style)
        }
    }

    func clip(_ view: AnyView) -> AnyView {
        switch self {
        case .rectangle: return AnyView(view.clipShape(Rectangle()))
        case .circle: return AnyView(view.clipShape(Circle()))
        case .ellipse: return AnyView(view.clipShape(Ellipse()))
        case .capsule: return AnyView(view.clipShape(Capsule()))
        case .roundedRectangle: return AnyView(view.clipShape(RoundedRectangle(cornerRadius: 12)))
        }
    }
}

extension FuzzPaint {
    var style: AnyShapeStyle {
        func gradient(_ stops: [FuzzStop]) -> Gradient {
            Gradient(stops: stops.map { Gradient.Stop(color: $0.color.color, location: CGFloat($0.location)) })
        }
        switch self {
        case .color(let color): return AnyShapeStyle(color.color)
        case .linear(let stops, let start, let end):
            return AnyShapeStyle(LinearGradient(gradient: gradient(stops), startPoint: start.unitPoint, endPoint: end.unitPoint))
        case .radial(let stops, let center, let startRadius, let endRadius):
            return AnyShapeStyle(RadialGradient(gradient: gradient(stops), center: center.unitPoint, startRadius: CGFloat(startRadius),
                                                endRadius: CGFloat(endRadius)))
        case .angular(let stops, let center, let startAngle, let endAngle):
            return AnyShapeStyle(AngularGradient(gradient: gradient(stops), center: center.unitPoint, startAngle: .degrees(startAngle),
                                                 endAngle: .degrees(endAngle)))
        }
    }
}

extension Shape {
    /// Filled, or stroked with the style's width and dashes, after an optional trim.
    func styled(_ paint: FuzzPaint, _ style: FuzzShapeStyle) -> AnyView {
        if let trim = style.trim, trim.count == 2 {
            return trimmed(self.trim(from: CGFloat(trim[0]), to: CGFloat(trim[1])), paint, style)
        }
        return trimmed(self, paint, style)
    }

    private func trimmed<S: Shape>(_ shape: S, _ paint: FuzzPaint, _ style: FuzzShapeStyle) -> AnyView {
        guard style.stroke else { return AnyView(shape.fill(paint.style)) }
        return AnyView(shape.stroke(paint.style, style: StrokeStyle(lineWidth: CGFloat(style.lineWidth),
                                                                     dash: style.dash.map { CGFloat($0) },
                                                                     dashPhase: CGFloat(style.dashPhase))))
    }
}

/// A `Path` built from the elements, in the frame the shape is given.
struct FuzzPathShape: Shape {
    let elements: [FuzzPathElement]

    func path(in rect: CGRect) -> Path {
        Path { path in
            for element in elements {
                switch element {
                case .move(let p): path.move(to: p.point)
                case .line(let p): path.addLine(to: p.point)
                case .quad(let p, let control): path.addQuadCurve(to: p.point, control: control.point)
                case .curve(let p, let control1, let control2):
                    path.addCurve(to: p.point, control1: control1.point, control2: control2.point)
                case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                    path.addArc(center: center.point, radius: CGFloat(radius), startAngle: .degrees(startAngle),
                                endAngle: .degrees(endAngle), clockwise: clockwise)
                case .rect(let origin, let width, let height):
                    path.addRect(CGRect(x: CGFloat(origin.x), y: CGFloat(origin.y), width: CGFloat(width), height: CGFloat(height)))
                case .ellipse(let origin, let width, let height):
                    path.addEllipse(in: CGRect(x: CGFloat(origin.x), y: CGFloat(origin.y), width: CGFloat(width), height: CGFloat(height)))
                case .close: path.closeSubpath()
                }
            }
        }
    }
}
