/** How every form reacts to input: checked on submit, then again as the visitor corrects it; the first invalid field gets focus. */
export const formBehaviour = { mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: true } as const;
