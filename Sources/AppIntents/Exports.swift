// Apple's frameworks re-export Foundation; this module does the same, with what Apple's
// Foundation has and Linux's lacks (`LocalizedStringResource`, which titles and dialogs take).
@_exported import _FoundationGaps
