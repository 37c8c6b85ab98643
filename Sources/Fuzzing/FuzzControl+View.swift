import Foundation
import LayoutDSL

/// A control as the views it describes, with `.constant` bindings: the same calls
/// `FuzzControl.source` spells.
extension FuzzControl {
    func view(_ content: [FuzzNode]) -> AnyView {
        let views = content.map(\.view)
        func rows() -> some View { ForEach(views.indices, id: \.self) { views[$0] } }
        func first() -> AnyView { views.first ?? AnyView(EmptyView()) }
        func second() -> AnyView { views.dropFirst().first ?? AnyView(Text("Presented")) }
        switch self {
        case .button(let title, let style, let role):
            return Self.styled(Button(title, role: Self.role(role)) {}, style)
        case .toggle(let title, let isOn, let style):
            let toggle = Toggle(title, isOn: .constant(isOn))
            switch Self.toggleStyles[wrapping: style] {
            case "switch": return AnyView(toggle.toggleStyle(.switch))
            case "button": return AnyView(toggle.toggleStyle(.button))
            default: return AnyView(toggle)
            }
        case .slider(let value, let lower, let upper, let step):
            let range = Self.range(lower, upper)
            if let step { return AnyView(Slider(value: .constant(value), in: range, step: step)) }
            return AnyView(Slider(value: .constant(value), in: range))
        case .stepper(let title, let value, let lower, let upper):
            return AnyView(Stepper(title, value: .constant(value), in: min(lower, upper)...max(lower, upper)))
        case .picker(let options, let selection, let style):
            let picker = Picker("Picker", selection: .constant(selection)) {
                ForEach(options.indices, id: \.self) { Text(options[$0]).tag($0) }
            }
            switch Self.pickerStyles[wrapping: style] {
            case "menu": return AnyView(picker.pickerStyle(.menu))
            case "segmented": return AnyView(picker.pickerStyle(.segmented))
            case "wheel": return AnyView(picker.pickerStyle(.wheel))
            case "inline": return AnyView(picker.pickerStyle(.inline))
            case "palette": return AnyView(picker.pickerStyle(.palette))
            default: return AnyView(picker)
            }
        case .progress(let value, let total):
            return value.map { AnyView(ProgressView(value: $0, total: total)) } ?? AnyView(ProgressView())
        case .gauge(let value, let lower, let upper):
            return AnyView(Gauge(value: value, in: Self.range(lower, upper)) { Text("Gauge") })
        case .textField(let prompt, let text, let style, let secure):
            let field = secure ? AnyView(SecureField(prompt, text: .constant(text))) : AnyView(TextField(prompt, text: .constant(text)))
            switch Self.textFieldStyles[wrapping: style] {
            case "roundedBorder": return AnyView(field.textFieldStyle(.roundedBorder))
            case "plain": return AnyView(field.textFieldStyle(.plain))
            default: return field
            }
        case .datePicker(let seconds, let style):
            let picker = DatePicker("Date", selection: .constant(Date(timeIntervalSinceReferenceDate: seconds)))
            switch Self.datePickerStyles[wrapping: style] {
            case "compact": return AnyView(picker.datePickerStyle(.compact))
            case "graphical": return AnyView(picker.datePickerStyle(.graphical))
            case "wheel": return AnyView(picker.datePickerStyle(.wheel))
            default: return AnyView(picker)
            }
        case .menu(let title, let items):
            return AnyView(Menu(title) { ForEach(items.indices, id: \.self) { Button(items[$0]) {} } })
        case .disclosure(let title, let expanded):
            return AnyView(DisclosureGroup(title, isExpanded: .constant(expanded)) { rows() })
        case .list(let style):
            let list = List { rows() }
            switch Self.listStyles[wrapping: style] {
            case "plain": return AnyView(list.listStyle(.plain))
            case "grouped": return AnyView(list.listStyle(.grouped))
            case "insetGrouped": return AnyView(list.listStyle(.insetGrouped))
            case "inset": return AnyView(list.listStyle(.inset))
            case "sidebar": return AnyView(list.listStyle(.sidebar))
            default: return AnyView(list)
            }
        case .form:
            return AnyView(Form { rows() })
        case .navigation(let title, let displayMode, let toolbar):
            let mode: NavigationBarItem.TitleDisplayMode = switch Self.displayModes[wrapping: displayMode] {
            case "inline": .inline
            case "large": .large
            default: .automatic
            }
            let root = first().navigationTitle(title).navigationBarTitleDisplayMode(mode)
            return AnyView(NavigationStack {
                if toolbar { root.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } } } else { root }
            })
        case .tabs(let selection):
            return AnyView(TabView(selection: .constant(selection)) {
                ForEach(views.indices, id: \.self) { index in
                    views[index].tabItem { Label("Tab \(index)", systemImage: "star") }.tag(index)
                }
            })
        case .sheet(let detent, let fullScreen):
            let presented = second()
            if fullScreen { return AnyView(first().fullScreenCover(isPresented: .constant(true)) { presented }) }
            let detents: Set<PresentationDetent> = switch Self.detents[wrapping: detent] {
            case ".medium": [.medium]
            case ".large": [.large]
            case ".fraction(0.3)": [.fraction(0.3)]
            default: [.height(200)]
            }
            return AnyView(first().sheet(isPresented: .constant(true)) { presented.presentationDetents(detents) })
        case .popover:
            let presented = second()
            return AnyView(first().popover(isPresented: .constant(true)) { presented })
        case .alert(let title, let message, let roles):
            let buttons = Self.buttons(roles)
            if let message { return AnyView(first().alert(title, isPresented: .constant(true)) { buttons } message: { Text(message) }) }
            return AnyView(first().alert(title, isPresented: .constant(true)) { buttons })
        case .confirmationDialog(let title, let titleVisible, let roles):
            return AnyView(first().confirmationDialog(title, isPresented: .constant(true),
                                                      titleVisibility: titleVisible ? .visible : .automatic) { Self.buttons(roles) })
        }
    }

    static func role(_ index: Int) -> ButtonRole? {
        switch roles[wrapping: index] {
        case "destructive": .destructive
        case "cancel": .cancel
        default: nil
        }
    }

    static func styled(_ button: Button<Text>, _ style: Int) -> AnyView {
        switch buttonStyles[wrapping: style] {
        case "bordered": AnyView(button.buttonStyle(.bordered))
        case "borderedProminent": AnyView(button.buttonStyle(.borderedProminent))
        case "borderless": AnyView(button.buttonStyle(.borderless))
        case "plain": AnyView(button.buttonStyle(.plain))
        default: AnyView(button)
        }
    }

    /// A presentation's buttons, titled by their role.
    static func buttons(_ roles: [Int]) -> some View {
        ForEach(roles.indices, id: \.self) { index in Button("Action \(index)", role: role(roles[index])) {} }
    }

    /// A closed range from two numbers in either order; NaN, which no range holds, becomes 0.
    static func range(_ a: Double, _ b: Double) -> ClosedRange<Double> {
        let (a, b) = (a.isNaN ? 0 : a, b.isNaN ? 0 : b)
        return min(a, b)...max(a, b)
    }
}
