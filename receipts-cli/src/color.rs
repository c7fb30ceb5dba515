//! Colours for the demo's sections: plain ANSI codes, only when stdout is a
//! terminal and `NO_COLOR` is unset or empty.

use std::io::IsTerminal;

/// Wraps text in ANSI styles, or not at all.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Palette {
    on: bool,
}

impl Palette {
    /// Colour when stdout is a terminal and `NO_COLOR` is not set to a
    /// non-empty value (<https://no-color.org>).
    pub(crate) fn detect() -> Self {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Palette {
            on: !no_color && std::io::stdout().is_terminal(),
        }
    }

    /// No colour at all.
    #[cfg(test)]
    pub(crate) fn plain() -> Self {
        Palette { on: false }
    }

    fn wrap(self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }

    /// Section headings.
    pub(crate) fn heading(self, text: &str) -> String {
        self.wrap("1;36", text)
    }

    /// Good news: verified, intact.
    pub(crate) fn good(self, text: &str) -> String {
        self.wrap("32", text)
    }

    /// Bad news: forged, suspicious, failed.
    pub(crate) fn bad(self, text: &str) -> String {
        self.wrap("1;31", text)
    }

    /// Side remarks.
    pub(crate) fn dim(self, text: &str) -> String {
        self.wrap("2", text)
    }

    /// Receipt tokens and redaction markers.
    pub(crate) fn accent(self, text: &str) -> String {
        self.wrap("33", text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_adds_nothing() {
        let p = Palette::plain();
        assert_eq!(p.heading("x"), "x");
        assert_eq!(p.bad("y"), "y");
        let on = Palette { on: true };
        assert_eq!(on.good("ok"), "\x1b[32mok\x1b[0m");
    }
}
