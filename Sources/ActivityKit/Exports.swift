// Apple's frameworks re-export Foundation; this module does the same, with what Apple's Foundation
// has and Linux's lacks (`LocalizedStringResource` for alerts).
@_exported import Foundation
@_exported import _FoundationGaps
